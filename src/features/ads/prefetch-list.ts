import type { QueryClient } from '@tanstack/react-query';
import { getGetCryptoFiatQueryOptions } from '@/api/generated/endpoints/currencies/currencies';
import { adPagesQuery } from './hooks/use-ad-pages';
import { listRequestFromUrl } from './list-request';

/** How long the filters' currency lists stay fresh, here and on the list screen. */
export const CURRENCIES_STALE_MS = 5 * 60_000;

/**
 * Asks for a list URL's first page of ads while the app starts, and the currency lists, which would restart the rows'
 * render if they came mid-way. A signed-in trader's default fiat is not known yet, so it needs a fiat in the URL.
 */
export function prefetchListFromUrl(queryClient: QueryClient, url: URL, signedIn: boolean): void {
  const list = listRequestFromUrl(url, signedIn);
  if (!list) return;
  void queryClient.prefetchQuery(
    getGetCryptoFiatQueryOptions({ language: list.lang }, { query: { staleTime: CURRENCIES_STALE_MS } }),
  );
  if (list.request) void queryClient.prefetchInfiniteQuery(adPagesQuery(list.request));
}
