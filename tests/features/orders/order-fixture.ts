import type { Order, OrderRole, OrderStatus } from '@/api/generated/models';
import type { OrderActions } from '@/features/orders/hooks/use-order-actions';

const PAID_STAGE: readonly OrderStatus[] = ['PENDING_FIAT_RECEIPT', 'PENDING_CRYPTO_RECEIPT'];

/** An order as the server would describe it for this status and role (flags as the contract defines them). */
export function orderFixture(status: OrderStatus, role: OrderRole, overrides: Partial<Order> = {}): Order {
  const now = Date.now();
  return {
    orderId: '2504150830120001',
    adNo: 'AD20250415000123',
    side: role === 'BUYER' ? 'B' : 'S',
    role,
    status,
    asset: 'USDT',
    cryptoAmount: '98.4251',
    fiat: 'USD',
    fiatAmount: '100.00',
    price: '1.016',
    fee: '0.0984',
    createdAt: new Date(now - 60_000).toISOString(),
    payDeadline: new Date(now + 14 * 60_000).toISOString(),
    paidAt: status === 'PENDING_PAYMENT' || status === 'CANCELED' ? null : new Date(now - 30_000).toISOString(),
    receiptConfirmedAt: null,
    serverTime: new Date(now).toISOString(),
    payMethodName: 'Bank transfer',
    receiverName: 'Maria Lopez',
    paymentInfo: 'IBAN DE89 3704 0044 0532 0130 00',
    counterparty: { userId: '200100', nickname: '<b>CryptoMaria</b>', online: true },
    appealable: PAID_STAGE.includes(status),
    // The appeal window opened a moment ago on the paid stage (docs/product-rules.md §17.10).
    ...(PAID_STAGE.includes(status)
      ? { appeal: { opensAt: new Date(now - 1_000).toISOString(), closesAt: null, current: null } }
      : {}),
    cancelable: role === 'BUYER' && status === 'PENDING_PAYMENT',
    buyerRealName: 'Alex Morgan',
    ...overrides,
  };
}

export function idleActions(run: OrderActions['run'] = jest.fn(async () => null)): OrderActions {
  return {
    run,
    pending: null,
    remind: jest.fn(async () => null),
    openAppeal: jest.fn(async () => null),
    withdrawAppeal: jest.fn(async () => null),
    verificationElement: null,
  };
}
