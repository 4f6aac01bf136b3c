import type { QueryClient } from '@tanstack/react-query';
import { orderRequestFromUrl } from './order-params';

export const loadOrderRoute = () => import('./order-route');
export { orderParamsFrom } from './order-params';

/**
 * Asks for a URL's order while the page starts. Its code comes only on an order's URL, where the order screen's
 * preloaded chunks already hold it, so the other pages' first load stays without the order calls.
 */
export function prefetchOrderFromUrl(queryClient: QueryClient, url: URL, signedIn: boolean): void {
  if (!orderRequestFromUrl(url, signedIn)) return;
  void import('./prefetch-order').then((m) => m.prefetchOrderFromUrl(queryClient, url, signedIn));
}
