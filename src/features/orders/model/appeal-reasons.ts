import type { AppealReason, Order } from '@/api/generated/models';

// The reasons that fit each side and stage, as the contract's AppealReason states them; the mocks refuse others.

export const APPEAL_REASONS_BY_CASE = {
  buyerPaid: ['PAID_NOT_RELEASED', 'PAID_WRONG_AMOUNT', 'OTHER'],
  buyerCanceled: ['PAID_BUT_CANCELED', 'OTHER'],
  sellerPaid: ['PAYMENT_NOT_RECEIVED', 'PAYMENT_WRONG_AMOUNT', 'THIRD_PARTY_PAYMENT', 'OTHER'],
} as const satisfies Record<string, readonly AppealReason[]>;

export function appealReasonsFor(order: Pick<Order, 'role' | 'status'>): readonly AppealReason[] {
  if (order.role === 'SELLER') return APPEAL_REASONS_BY_CASE.sellerPaid;
  return order.status === 'CANCELED' ? APPEAL_REASONS_BY_CASE.buyerCanceled : APPEAL_REASONS_BY_CASE.buyerPaid;
}
