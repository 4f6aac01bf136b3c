import { COOKIE_LIFETIME_DAYS, cookieDomainFor, cookieValue, writeCookie } from '@/shared/cookies';
import { detectLanguage } from './language-path';
import { FALLBACK_LANGUAGE, matchLanguage, type Language } from './languages';

const LOCALE_COOKIES = ['yu_locale', 'locale'] as const;
export const LANGUAGE_STORAGE_KEY = 'lang';

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined; // storage can throw in private modes and sandboxed frames
  }
}

export function languageFromCookie(cookie: string | undefined): Language | null {
  if (!cookie) return null;
  for (const name of LOCALE_COOKIES) {
    const lang = matchLanguage(cookieValue(cookie, name));
    if (lang) return lang;
  }
  return null;
}

function languageFromStorage(storage: ReadableStorage | undefined | null): Language | null {
  try {
    return matchLanguage(storage?.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function readStoredLanguage(): Language | null {
  const cookie = typeof document === 'undefined' ? undefined : document.cookie;
  return languageFromCookie(cookie) ?? languageFromStorage(browserStorage());
}

export interface PreferenceSources {
  pathname?: string;
  cookie?: string;
  storage?: ReadableStorage | null;
  navigatorLanguages?: readonly string[];
}

export function preferredLanguage({ pathname, cookie, storage, navigatorLanguages = [] }: PreferenceSources): Language {
  const fromNavigator = navigatorLanguages.map(matchLanguage).find((lang) => lang !== null);
  return (
    (pathname ? detectLanguage(pathname) : null) ??
    languageFromCookie(cookie) ??
    languageFromStorage(storage) ??
    fromNavigator ??
    FALLBACK_LANGUAGE
  );
}

export function detectInitialLanguage(): Language {
  return preferredLanguage({
    pathname: typeof location === 'undefined' ? undefined : location.pathname,
    cookie: typeof document === 'undefined' ? undefined : document.cookie,
    storage: browserStorage(),
    navigatorLanguages: typeof navigator === 'undefined' ? [] : navigator.languages,
  });
}

export interface PersistOptions {
  hostname?: string;
  storage?: WritableStorage | null;
}

export function persistLanguage(lang: Language, options: PersistOptions = {}): void {
  const hostname = options.hostname ?? (typeof location === 'undefined' ? '' : location.hostname);
  const domain = cookieDomainFor(hostname);
  for (const name of LOCALE_COOKIES) writeCookie(name, lang, { days: COOKIE_LIFETIME_DAYS, domain, path: '/' });
  try {
    (options.storage === undefined ? browserStorage() : options.storage)?.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // A full or blocked storage must not stop the switch; the cookies still hold the choice.
  }
}
