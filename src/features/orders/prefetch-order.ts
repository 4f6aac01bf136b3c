import type { QueryClient } from '@tanstack/react-query';
import { orderDetailsQuery } from './hooks/order-details-query';
import { orderRequestFromUrl } from './order-params';

/** Asks for a URL's order while the page starts, under the screen's key. */
export function prefetchOrderFromUrl(queryClient: QueryClient, url: URL, signedIn: boolean): void {
  const params = orderRequestFromUrl(url, signedIn);
  if (params) void queryClient.prefetchQuery(orderDetailsQuery(params));
}
