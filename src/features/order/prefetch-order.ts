import type { QueryClient } from '@tanstack/react-query';
import { isWellFormedOrder } from '@/shared/identifiers';
import { isLanguage } from '@/shared/i18n/languages';
import { orderDetailsQuery } from './hooks/order-details-query';
import { orderParamsFrom } from './order-params';

const ORDER_PATH = /^\/([A-Za-z-]+)\/p2p\/order\/?$/;

/**
 * Asks for the order an order-page URL names while the page is still starting (language, screen code, start-up
 * calls), so the order does not wait for all of that (issue 7: the order page's LCP is its payment instruction,
 * which needs the order). Same key and request as the screen, which then finds it in flight or in the cache.
 * Only with a session (signed out, the page sends the visitor to login instead) and a well-formed id (the page
 * answers any other with its fatal not-found, spec §2, and nothing is sent).
 */
export function prefetchOrderFromUrl(queryClient: QueryClient, url: URL, signedIn: boolean): void {
  const lang = ORDER_PATH.exec(url.pathname)?.[1]?.toLowerCase();
  const params = orderParamsFrom(url.searchParams);
  if (!signedIn || !isLanguage(lang) || !params || !isWellFormedOrder(params)) return;
  void queryClient.prefetchQuery(orderDetailsQuery(params));
}
