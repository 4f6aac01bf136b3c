import type { QueryClient } from '@tanstack/react-query';
import { getGetCryptoFiatQueryOptions } from '@/api/generated/endpoints/currencies/currencies';
import { isLanguage } from '@/shared/i18n/languages';
import { isHiddenAsset } from '@/shared/privacy-coins';
import { adPagesQuery } from './hooks/use-ad-pages';
import { parseListFilters } from './hooks/use-list-filters';
import { DEFAULT_PAIR } from '@/shared/default-pair';

const LIST_PATH = /^\/([A-Za-z-]+)\/p2p\/(buy|sell)\/?$/;

/** How long the filters' currency lists stay fresh; the list screen reads them with the same (ad-list-screen). */
export const CURRENCIES_STALE_MS = 5 * 60_000;

/**
 * Asks for the first page of a list URL's ads while the page is still starting (language, route code, first
 * render), so the rows do not wait for all of that (issue 7: first rows, Lighthouse LCP). Same key and request
 * as the list screen, which then finds the page in flight or in the cache.
 *
 * The filters' currency lists are asked for too: arriving in the middle of the rows' render (a transition),
 * they interrupted it, and React started the rows again.
 *
 * A signed-in trader's default fiat comes with the start-up calls (spec §4); without a fiat in the URL the
 * screen's request is not known yet, so no ads are asked for rather than the wrong list.
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
  const asset = isHiddenAsset(filters.asset, lang) ? DEFAULT_PAIR.asset : filters.asset;
  void queryClient.prefetchInfiniteQuery(
    adPagesQuery({
      side: match[2] === 'sell' ? 'SELL' : 'BUY',
      asset,
      fiat: filters.fiat,
      ...(filters.amount ? { amount: filters.amount } : {}),
      ...(filters.payMethod ? { payMethod: filters.payMethod } : {}),
    }),
  );
}
