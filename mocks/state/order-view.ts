import type { Order, OrderStatus, OrderStatusGroup } from '@/api/generated/models';
import { isAppealOpen, isAppealable, viewOrderAppeal } from './order-appeals';
import { viewReminder } from './order-reminders';
import type { OrderRecord, OrderStage } from './types';

function statusOf(order: OrderRecord): OrderStatus {
  if (order.stage !== 'PAID') return order.stage;
  // The paid stage is "Pending crypto receipt" for the buyer and "Pending fiat receipt" for the seller.
  return order.side === 'B' ? 'PENDING_CRYPTO_RECEIPT' : 'PENDING_FIAT_RECEIPT';
}

const GROUP: Readonly<Record<OrderStage, OrderStatusGroup>> = {
  PENDING_PAYMENT: 'IN_PROGRESS',
  PAID: 'IN_PROGRESS',
  PENDING_RELEASE: 'IN_PROGRESS',
  IN_PROCESS: 'IN_PROGRESS',
  COMPLETED: 'COMPLETED',
  CANCELED: 'CANCELED',
  FAILED: 'CANCELED',
};

export function statusGroupOf(order: OrderRecord): OrderStatusGroup {
  return GROUP[order.stage];
}

export function isOpen(order: OrderRecord): boolean {
  return GROUP[order.stage] === 'IN_PROGRESS';
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const withAppeal = (appeal: Order['appeal']) => (appeal ? { appeal } : {});

export function viewOrder(order: OrderRecord, now: number): Order {
  const role = order.side === 'B' ? 'BUYER' : 'SELLER';
  return {
    orderId: order.orderId,
    ...(order.externalOrderId ? { externalOrderId: order.externalOrderId } : {}),
    adNo: order.adNo,
    side: order.side,
    role,
    status: statusOf(order),
    asset: order.asset,
    cryptoAmount: order.cryptoAmount,
    fiat: order.fiat,
    fiatAmount: order.fiatAmount,
    price: order.price,
    fee: order.fee,
    createdAt: new Date(order.createdAt).toISOString(),
    payDeadline: new Date(order.payDeadline).toISOString(),
    paidAt: iso(order.paidAt),
    receiptConfirmedAt: iso(order.receiptConfirmedAt),
    serverTime: new Date(now).toISOString(),
    payMethodName: order.payMethodName,
    receiverName: order.receiverName,
    paymentInfo: order.paymentInfo,
    counterparty: { ...order.counterparty },
    // An appeal while its window is open and none is; CANCEL by the buyer before paying.
    appealable: isAppealable(order, now) && !isAppealOpen(order.appeal),
    cancelable: role === 'BUYER' && order.stage === 'PENDING_PAYMENT',
    // The reader took no ad: the order was placed on theirs (docs/product-rules.md §18.10).
    ...(order.makerId !== undefined && order.makerId === order.ownerId ? { makerOrder: true } : {}),
    buyerRealName: order.buyerRealName,
    ...(order.stage === 'COMPLETED' ? { feedbackLeft: order.feedbackGiven !== undefined } : {}),
    ...(isOpen(order) ? { reminder: viewReminder(order) } : {}),
    ...withAppeal(viewOrderAppeal(order, now)),
  };
}
