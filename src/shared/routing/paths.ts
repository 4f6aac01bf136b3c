import type { Language } from '@/shared/i18n';

// Typed path builders (STYLE.md layout): screens never assemble route strings by hand.
export type Side = 'buy' | 'sell';

/** The ad detail page's query flag that opens the amount form at once. */
export const TRADE_PARAM = 'trade';

/** Navigation state the order page gets when the trader has just placed the order: focus goes to its step. */
export const JUST_PLACED_STATE = { justPlaced: true } as const;

export function isJustPlaced(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { justPlaced?: unknown }).justPlaced === true;
}

export const paths = {
  home: (lang: Language) => `/${lang}`,
  p2p: (lang: Language) => `/${lang}/p2p`,
  list: (lang: Language, side: Side, search = '') => `/${lang}/p2p/${side}${search}`,
  /** `trade`: the page opens with the amount form open (issue 18 point 2: a row's Buy/Sell button). */
  adDetail: (lang: Language, side: Side, adNo: string, { trade = false } = {}) =>
    `/${lang}/p2p/${side}/detail/${encodeURIComponent(adNo)}${trade ? `?${TRADE_PARAM}=1` : ''}`,
  order: (lang: Language, orderId?: string) =>
    orderId ? `/${lang}/p2p/order?orderId=${encodeURIComponent(orderId)}` : `/${lang}/p2p/order`,
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

/** Deep enough for any nesting a race ever produced; bounded so a crafted URL cannot spin. */
const MAX_LOGIN_NESTING = 8;

/**
 * Where a login should return to: the page itself, or, when that page is the login page (a second navigation
 * that read the first one's URL), the page that login was for. Never /login and never nested, so one sign-in
 * is enough (spec §2 'logout leads to /login'; issue 17 point 13).
 */
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

/**
 * Only the app's own paths may follow a login (no open redirect): a single leading slash, no scheme, no
 * protocol-relative `//host`, no backslash tricks.
 */
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
