import { queryAdvList } from '@/api/generated/endpoints/ads/ads';
import { getCryptoFiat, getStartupCurrencyList } from '@/api/generated/endpoints/currencies/currencies';
import { getUserInfo } from '@/api/generated/endpoints/session/session';
import { getOrderDetails } from '@/api/generated/endpoints/orders/orders';
import { appStarted } from '@/api/http/early-requests';
import { holdFirstAdPage } from './first-ad-page';
import { adPageRequest, listRequestFromUrl } from '@/features/ads/list-request';
import { orderRequestFromUrl } from '@/features/orders/order-params';
import { canAskUserInfo, hasSessionCookies } from '@/session/session-cookies';

// The page's early script: a classic script the prerendered list and order pages load from their <head>, so the
// page's first data is on its way before the app's code has arrived. It asks what the app's start-up asks first
// (src/session/startup.ts, src/features/ads/prefetch-list.ts, src/features/orders/prefetch-order.ts) through the
// same client; the app's calls adopt the answers (src/api/http/early-requests.ts). Only pure modules here: the
// script must stay small.

export function startEarlyRequests(url: URL): void {
  if (appStarted()) return;
  const signedIn = hasSessionCookies();
  // The generated calls, whose client in this script's build is src/api/http/early-client.ts. First the start-up's
  // first two (src/session/startup.ts): the currency lists, then the user's info.
  void getStartupCurrencyList();
  if (canAskUserInfo()) void getUserInfo({ silent: true });
  const order = orderRequestFromUrl(url, signedIn);
  if (order) void getOrderDetails(order, { silent: true });
  const list = listRequestFromUrl(url, signedIn);
  if (!list) return;
  void getCryptoFiat({ language: list.lang });
  if (!list.request) return;
  // Its answer is also read here, for the rows the page paints before the app has run (src/early/paint-list.ts).
  // Asked for at once, so the copy is taken before the app adopts the answer.
  const answer = Promise.resolve(queryAdvList(adPageRequest(list.request, 1), { silent: true }));
  holdFirstAdPage({ lang: list.lang, side: list.side, answer });
}
