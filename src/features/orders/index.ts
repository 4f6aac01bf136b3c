import type { QueryClient } from '@tanstack/react-query';

export const loadOrderRoute = () => import('./order-route');
export { orderParamsFrom } from './order-params';

const ORDER_PATH = /^\/[A-Za-z-]+\/p2p\/order\/?$/;

/**
 * Asks for a URL's order while the page starts. Its code comes only on an order's URL, where the order screen's
 * preloaded chunks already hold it, so the other pages' first load stays without the order calls.
 */
export function prefetchOrderFromUrl(queryClient: QueryClient, url: URL, signedIn: boolean): void {
  if (!signedIn || !ORDER_PATH.test(url.pathname)) return;
  void import('./prefetch-order').then((m) => m.prefetchOrderFromUrl(queryClient, url, signedIn));
}
