import type { QueryClient } from '@tanstack/react-query';
import { isWellFormedOrder } from '@/shared/identifiers';
import { isLanguage } from '@/shared/i18n/languages';
import { orderDetailsQuery } from './hooks/order-details-query';
import { orderParamsFrom } from './order-params';

const ORDER_PATH = /^\/([A-Za-z-]+)\/p2p\/order\/?$/;

/** Asks for a URL's order while the page starts, under the screen's key; only with a session and a well-formed id. */
export function prefetchOrderFromUrl(queryClient: QueryClient, url: URL, signedIn: boolean): void {
  const lang = ORDER_PATH.exec(url.pathname)?.[1]?.toLowerCase();
  const params = orderParamsFrom(url.searchParams);
  if (!signedIn || !isLanguage(lang) || !params || !isWellFormedOrder(params)) return;
  void queryClient.prefetchQuery(orderDetailsQuery(params));
}
