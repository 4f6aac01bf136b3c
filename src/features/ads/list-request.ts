import type { AdSort, AdvListRequest } from '@/api/generated/models';
import { isLanguage, type Language } from '@/shared/i18n/languages';
import { DEFAULT_PAIR } from '@/shared/default-pair';
import { isHiddenAsset } from '@/shared/privacy-coins';
import type { Side } from '@/shared/routing/paths';
import { parseListFilters, type ListFilters } from './list-filters';

export type AdFilterRequest = Omit<AdvListRequest, 'page' | 'size'>;

const AD_PAGE_SIZE = 50;

/** One page of the list's ads: the screen, the start-up prefetch and the page's early request ask the same. */
export function adPageRequest(filters: AdFilterRequest, page: number): AdvListRequest {
  return { ...filters, page, size: AD_PAGE_SIZE };
}

/** The best price for the taker: the lowest to buy, the highest to sell (here, as the start-up prefetch needs it). */
export function bestPriceSort(side: Side): AdSort {
  return side === 'buy' ? 'PRICE_ASC' : 'PRICE_DESC';
}

/**
 * The contract's list request for a list page and its filters; the screen and the start-up prefetch both ask this.
 * `savedMethods` are the codes of the trader's saved payment methods, which "my payment methods" narrows to.
 */
export function listRequest(
  side: 'buy' | 'sell',
  filters: ListFilters,
  savedMethods: readonly string[] = [],
): AdFilterRequest {
  return {
    side: side === 'buy' ? 'BUY' : 'SELL',
    asset: filters.asset,
    fiat: filters.fiat,
    ...(filters.amount ? { amount: filters.amount } : {}),
    ...(filters.payMethod ? { payMethod: filters.payMethod } : {}),
    ...(filters.mine && savedMethods.length ? { payMethods: [...new Set(savedMethods)].sort() } : {}),
    ...(filters.online ? { onlineOnly: true } : {}),
    ...(filters.verified ? { verifiedOnly: true } : {}),
    // The best price for the side is the contract's default: asked for as no order, it shares the default's cache.
    ...(filters.sort && filters.sort !== bestPriceSort(side) ? { sort: filters.sort } : {}),
  };
}

const LIST_PATH = /^\/([A-Za-z-]+)\/p2p\/(buy|sell)\/?$/;

/**
 * The list a URL shows before anything else is known: its language and the request for its ads, or no request
 * when the list must wait (a signed-in trader's default fiat, the trader's saved methods). Not a list URL: undefined.
 */
export function listRequestFromUrl(
  url: URL,
  signedIn: boolean,
): { lang: Language; side: Side; request: AdFilterRequest | undefined } | undefined {
  const match = LIST_PATH.exec(url.pathname);
  const lang = match?.[1]?.toLowerCase();
  if (!match || !isLanguage(lang)) return undefined;
  const side: Side = match[2] === 'sell' ? 'sell' : 'buy';
  if (signedIn && !url.searchParams.get('fiat')) return { lang, side, request: undefined };
  const filters = parseListFilters(url.searchParams, DEFAULT_PAIR);
  // The trader's saved methods are not known yet: the screen asks once it has them.
  if (filters.mine) return { lang, side, request: undefined };
  const asset = isHiddenAsset(filters.asset, lang) ? DEFAULT_PAIR.asset : filters.asset;
  return { lang, side, request: listRequest(side, { ...filters, asset }) };
}
