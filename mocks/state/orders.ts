import { BIZ, MockBizError } from './business-codes';
import { advanceOrder } from './order-engine';
import { getState } from './store';
import type { OrderRecord, UserState } from './types';

// Every read first applies what is due (counterparty steps, pay deadline).

export function ordersOf(user: UserState, now = Date.now()): OrderRecord[] {
  return [...getState().orders.values()]
    .filter((o) => o.ownerId === user.profile.userId)
    .map((o) => advanceOrder(o, now));
}

/** orderId wins over externalOrderId; another user's order is "not found". */
export function findOrderOf(
  user: UserState,
  ref: { orderId?: string | null; externalOrderId?: string | null },
  now = Date.now(),
): OrderRecord {
  const orders = getState().orders;
  const found = ref.orderId
    ? orders.get(ref.orderId)
    : [...orders.values()].find((o) => o.externalOrderId !== undefined && o.externalOrderId === ref.externalOrderId);
  if (!found || found.ownerId !== user.profile.userId)
    throw new MockBizError(BIZ.ORDER_NOT_FOUND, 'The order does not exist.');
  return advanceOrder(found, now);
}
