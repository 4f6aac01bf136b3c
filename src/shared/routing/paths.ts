import type { Language } from '@/shared/i18n';

// Typed path builders (STYLE.md layout): screens never assemble route strings by hand.
export type Side = 'buy' | 'sell';

export const paths = {
  home: (lang: Language) => `/${lang}`,
  p2p: (lang: Language) => `/${lang}/p2p`,
  list: (lang: Language, side: Side, search = '') => `/${lang}/p2p/${side}${search}`,
  adDetail: (lang: Language, side: Side, adNo: string) => `/${lang}/p2p/${side}/detail/${encodeURIComponent(adNo)}`,
  order: (lang: Language, orderId?: string) =>
    orderId ? `/${lang}/p2p/order?orderId=${encodeURIComponent(orderId)}` : `/${lang}/p2p/order`,
  login: (redirect?: string) => (redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'),
};

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
