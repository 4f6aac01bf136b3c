import { getGetOrderDetailsQueryOptions } from '@/api/generated/endpoints/orders/orders';
import type { GetOrderDetailsParams } from '@/api/generated/models';

/** Issue 5: the page follows the order by itself while it is open, about every 3 s. */
export const ORDER_POLL_MS = 3_000;

/**
 * The order's request, made by the screen and by the start-up prefetch (prefetch-order.ts): silent, as the
 * screen shows its own inline message. An answer younger than one poll is not asked for again when the screen
 * mounts, so the prefetch is not repeated at once.
 */
export function orderDetailsQuery(params: GetOrderDetailsParams) {
  return getGetOrderDetailsQueryOptions(params, { request: { silent: true }, query: { staleTime: ORDER_POLL_MS } });
}
