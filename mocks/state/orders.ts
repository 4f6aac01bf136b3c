import { BIZ, MockBizError } from './business-codes';
import { advanceOrder } from './order-engine';
import { asSeenBy, isPartyTo } from './order-party';
import { getState } from './store';
import type { OrderRecord, UserState } from './types';

// Every read first applies what is due (counterparty steps, pay deadline). A user's orders are those they placed and
// those placed on their own ads, each as that user sees it (docs/product-rules.md §18.10).

export function ordersOf(user: UserState, now = Date.now()): OrderRecord[] {
  const userId = user.profile.userId;
  return [...getState().orders.values()]
    .filter((o) => isPartyTo(o, userId))
    .map((o) => asSeenBy(advanceOrder(o, now), userId));
}

/** orderId wins over externalOrderId; an order the user is no party to is "not found". */
export function findOrderOf(
  user: UserState,
  ref: { orderId?: string | null; externalOrderId?: string | null },
  now = Date.now(),
): OrderRecord {
  const userId = user.profile.userId;
  const orders = getState().orders;
  const found = ref.orderId
    ? orders.get(ref.orderId)
    : [...orders.values()].find((o) => o.externalOrderId !== undefined && o.externalOrderId === ref.externalOrderId);
  if (!found || !isPartyTo(found, userId)) throw new MockBizError(BIZ.ORDER_NOT_FOUND, 'The order does not exist.');
  return asSeenBy(advanceOrder(found, now), userId);
}
