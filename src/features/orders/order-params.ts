import type { GetOrderDetailsParams } from '@/api/generated/models';
import { isLanguage } from '@/shared/i18n/languages';
import { isWellFormedOrder } from '@/shared/identifiers';

/** Kept out of the order screen's chunk: the route and the start-up prefetch read it first. No id means My orders. */
export function orderParamsFrom(search: URLSearchParams): GetOrderDetailsParams | null {
  const orderId = search.get('orderId');
  if (orderId) return { orderId };
  const externalOrderId = search.get('externalOrderId');
  return externalOrderId ? { externalOrderId } : null;
}

const ORDER_PATH = /^\/([A-Za-z-]+)\/p2p\/order\/?$/;

/**
 * The order a page's URL asks for as it starts, read by the start-up prefetch and the page's early script
 * (src/early/): only with a session, under a known language, and for an id of the contract's pattern.
 */
export function orderRequestFromUrl(url: URL, signedIn: boolean): GetOrderDetailsParams | null {
  const lang = ORDER_PATH.exec(url.pathname)?.[1]?.toLowerCase();
  const params = orderParamsFrom(url.searchParams);
  return signedIn && isLanguage(lang) && params && isWellFormedOrder(params) ? params : null;
}
