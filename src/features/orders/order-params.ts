import type { GetOrderDetailsParams } from '@/api/generated/models';

/** Kept out of the order screen's chunk: the route and the start-up prefetch read it first. No id means My orders. */
export function orderParamsFrom(search: URLSearchParams): GetOrderDetailsParams | null {
  const orderId = search.get('orderId');
  if (orderId) return { orderId };
  const externalOrderId = search.get('externalOrderId');
  return externalOrderId ? { externalOrderId } : null;
}
