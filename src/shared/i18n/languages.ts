export const LANGUAGES = [
  'en',
  'fr',
  'ru',
  'tr',
  'es',
  'pt',
  'de',
  'it',
  'id',
  'ms',
  'hi',
  'ja',
  'ko',
  'vi',
  'th',
  'zh-cn',
  'zh-tw',
] as const;

export type Language = (typeof LANGUAGES)[number];

export const FALLBACK_LANGUAGE: Language = 'en';

export interface LanguageInfo {
  nativeName: string;
  locale: string;
  dir: 'ltr' | 'rtl';
}

// pt -> pt-BR: Brazil is by far the largest Portuguese-speaking P2P market and the texts use Brazilian
// wording, so dates and numbers follow Brazilian conventions too.
export const LANGUAGE_INFO: Readonly<Record<Language, LanguageInfo>> = {
  en: { nativeName: 'English', locale: 'en-US', dir: 'ltr' },
  fr: { nativeName: 'Français', locale: 'fr-FR', dir: 'ltr' },
  ru: { nativeName: 'Русский', locale: 'ru-RU', dir: 'ltr' },
  tr: { nativeName: 'Türkçe', locale: 'tr-TR', dir: 'ltr' },
  es: { nativeName: 'Español', locale: 'es-ES', dir: 'ltr' },
  pt: { nativeName: 'Português (Brasil)', locale: 'pt-BR', dir: 'ltr' },
  de: { nativeName: 'Deutsch', locale: 'de-DE', dir: 'ltr' },
  it: { nativeName: 'Italiano', locale: 'it-IT', dir: 'ltr' },
  id: { nativeName: 'Bahasa Indonesia', locale: 'id-ID', dir: 'ltr' },
  ms: { nativeName: 'Bahasa Melayu', locale: 'ms-MY', dir: 'ltr' },
  hi: { nativeName: 'हिन्दी', locale: 'hi-IN', dir: 'ltr' },
  ja: { nativeName: '日本語', locale: 'ja-JP', dir: 'ltr' },
  ko: { nativeName: '한국어', locale: 'ko-KR', dir: 'ltr' },
  vi: { nativeName: 'Tiếng Việt', locale: 'vi-VN', dir: 'ltr' },
  th: { nativeName: 'ไทย', locale: 'th-TH', dir: 'ltr' },
  'zh-cn': { nativeName: '简体中文', locale: 'zh-CN', dir: 'ltr' },
  'zh-tw': { nativeName: '繁體中文', locale: 'zh-TW', dir: 'ltr' },
};

/** Register a new feature namespace here; its English file is the source of truth. */
export const NAMESPACES = [
  'common',
  'errors',
  'validation',
  'ds',
  'shell',
  'ads',
  'ad-detail',
  'payment-methods',
  'orders',
  'chat',
  'gates',
  'security',
  'my-orders',
  'advertisers',
  'my-ads',
  'devtools',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/**
 * Loaded before the first render of the pages most visits open on; the rest come once the page is idle. The build
 * writes both chunks from these lists (scripts/vite-locale-bundles.ts).
 */
export const FIRST_SCREEN_NAMESPACES = [
  'common',
  'errors',
  'validation',
  'ds',
  'shell',
  'ads',
  'gates',
] as const satisfies readonly Namespace[];

const FIRST_SCREEN_PATH = /^\/([A-Za-z-]+)\/p2p(\/(buy|sell))?\/?$/;

export function isFirstScreenPath(pathname: string): boolean {
  return isLanguage(FIRST_SCREEN_PATH.exec(pathname)?.[1]?.toLowerCase());
}

export function namespacesForFirstRender(pathname: string): readonly Namespace[] {
  return isFirstScreenPath(pathname) ? FIRST_SCREEN_NAMESPACES : NAMESPACES;
}

export const DEFAULT_NAMESPACE: Namespace = 'common';

const LANGUAGE_SET: ReadonlySet<string> = new Set(LANGUAGES);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && LANGUAGE_SET.has(value);
}

// Chinese tags name a script or a region; Traditional is used in Taiwan, Hong Kong and Macau.
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)\b/;

export function matchLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  if (isLanguage(lower)) return lower;
  if (lower === 'zh' || lower.startsWith('zh-')) return TRADITIONAL_CHINESE.test(lower) ? 'zh-tw' : 'zh-cn';
  const base = lower.split('-')[0];
  return isLanguage(base) ? base : null;
}
