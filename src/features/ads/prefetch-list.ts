import type { QueryClient } from '@tanstack/react-query';
import { getGetCryptoFiatQueryOptions } from '@/api/generated/endpoints/currencies/currencies';
import { isLanguage } from '@/shared/i18n/languages';
import { isHiddenAsset } from '@/shared/privacy-coins';
import { adPagesQuery } from './hooks/use-ad-pages';
import { parseListFilters } from './hooks/use-list-filters';
import { listRequest } from './list-request';
import { DEFAULT_PAIR } from '@/shared/default-pair';

const LIST_PATH = /^\/([A-Za-z-]+)\/p2p\/(buy|sell)\/?$/;

/** How long the filters' currency lists stay fresh, here and on the list screen. */
export const CURRENCIES_STALE_MS = 5 * 60_000;

/**
 * Asks for a list URL's first page of ads while the app starts, and the currency lists, which would restart the rows'
 * render if they came mid-way. A signed-in trader's default fiat is not known yet, so it needs a fiat in the URL.
 */
export function prefetchListFromUrl(queryClient: QueryClient, url: URL, signedIn: boolean): void {
  const match = LIST_PATH.exec(url.pathname);
  const lang = match?.[1]?.toLowerCase();
  if (!match || !isLanguage(lang)) return;
  void queryClient.prefetchQuery(
    getGetCryptoFiatQueryOptions({ language: lang }, { query: { staleTime: CURRENCIES_STALE_MS } }),
  );
  if (signedIn && !url.searchParams.get('fiat')) return;
  const filters = parseListFilters(url.searchParams, DEFAULT_PAIR);
  // The trader's saved methods are not known yet: the screen asks once it has them.
  if (filters.mine) return;
  const asset = isHiddenAsset(filters.asset, lang) ? DEFAULT_PAIR.asset : filters.asset;
  void queryClient.prefetchInfiniteQuery(
    adPagesQuery(listRequest(match[2] === 'sell' ? 'sell' : 'buy', { ...filters, asset })),
  );
}
