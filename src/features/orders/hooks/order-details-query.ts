import { getGetOrderDetailsQueryOptions } from '@/api/generated/endpoints/orders/orders';
import type { GetOrderDetailsParams } from '@/api/generated/models';

export const ORDER_POLL_MS = 3_000;

/** Shared by the screen and the start-up prefetch; silent, as the screen says it itself, and fresh for one poll. */
export function orderDetailsQuery(params: GetOrderDetailsParams) {
  return getGetOrderDetailsQueryOptions(params, { request: { silent: true }, query: { staleTime: ORDER_POLL_MS } });
}
