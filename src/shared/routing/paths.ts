import type { Language } from '@/shared/i18n';

export type Side = 'buy' | 'sell';

export const TRADE_PARAM = 'trade';

/** The order page moves focus to its step when the trader has just placed the order. */
export const JUST_PLACED_STATE = { justPlaced: true } as const;

export function isJustPlaced(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { justPlaced?: unknown }).justPlaced === true;
}

/** The completed order page's feedback section, which My orders links to. */
export const ORDER_FEEDBACK_ANCHOR = 'order-feedback';

export const paths = {
  home: (lang: Language) => `/${lang}`,
  p2p: (lang: Language) => `/${lang}/p2p`,
  list: (lang: Language, side: Side, search = '') => `/${lang}/p2p/${side}${search}`,
  adDetail: (lang: Language, side: Side, adNo: string, { trade = false } = {}) =>
    `/${lang}/p2p/${side}/detail/${encodeURIComponent(adNo)}${trade ? `?${TRADE_PARAM}=1` : ''}`,
  advertiser: (lang: Language, userId: string) => `/${lang}/p2p/advertiser/${encodeURIComponent(userId)}`,
  blockedUsers: (lang: Language) => `/${lang}/p2p/blocked-users`,
  myAds: (lang: Language) => `/${lang}/p2p/my-ads`,
  postAd: (lang: Language) => `/${lang}/p2p/my-ads/new`,
  editAd: (lang: Language, adNo: string) => `/${lang}/p2p/my-ads/${encodeURIComponent(adNo)}/edit`,
  order: (lang: Language, orderId?: string) =>
    orderId ? `/${lang}/p2p/order?orderId=${encodeURIComponent(orderId)}` : `/${lang}/p2p/order`,
  orderFeedback: (lang: Language, orderId: string) =>
    `/${lang}/p2p/order?orderId=${encodeURIComponent(orderId)}#${ORDER_FEEDBACK_ANCHOR}`,
  login: (redirect?: string) => {
    const back = loginReturnPath(redirect);
    return back ? `/login?redirect=${encodeURIComponent(back)}` : '/login';
  },
};

const LOGIN_PATH = '/login';

function parsePage(page: string): URL | null {
  try {
    return new URL(page, 'http://app.invalid');
  } catch {
    return null;
  }
}

/** Bounded so a crafted URL cannot spin. */
const MAX_LOGIN_NESTING = 8;

/** Never /login and never nested, so one sign-in is enough even when two navigations raced. */
export function loginReturnPath(target: string | null | undefined): string | undefined {
  let page = target ?? '';
  for (let depth = 0; depth < MAX_LOGIN_NESTING && page !== ''; depth += 1) {
    const url = parsePage(page);
    // Not a URL at all: the login page's own safeRedirect refuses it; it is not a login page to unwrap.
    if (!url || (url.pathname !== LOGIN_PATH && url.pathname !== `${LOGIN_PATH}/`)) return page;
    page = url.searchParams.get('redirect') ?? '';
  }
  return undefined;
}

/** Only the app's own paths may follow a login, so it is no open redirect. */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback;
  try {
    const url = new URL(target, 'http://app.invalid');
    if (url.origin !== 'http://app.invalid') return fallback;
    // Dot segments can collapse into a protocol-relative URL ('/..//evil.example' -> '//evil.example').
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith('//') ? fallback : path;
  } catch {
    return fallback;
  }
}
