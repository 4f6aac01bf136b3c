import type { GetOrderDetailsParams } from '@/api/generated/models';

/**
 * The order a `/{lang}/p2p/order` URL names: `?orderId=…`, else `?externalOrderId=…` (spec §2, §3 identifiers).
 * None means the page is My orders (issue 5). Kept free of the order screen's code: the app's route and the
 * start-up prefetch read it before that chunk loads.
 */
export function orderParamsFrom(search: URLSearchParams): GetOrderDetailsParams | null {
  const orderId = search.get('orderId');
  if (orderId) return { orderId };
  const externalOrderId = search.get('externalOrderId');
  return externalOrderId ? { externalOrderId } : null;
}
