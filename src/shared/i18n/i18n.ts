// i18next set-up: only the active language is loaded at start (plus English, the fallback for missing keys),
// any other language is loaded when switched to. The loader is injected so that this module never touches
// `import.meta` (TOOLCHAIN.md §4): the Vite entry passes `loadLocaleNamespace` from ./load-resources, tests
// pass a file-system loader.
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isolateBidi } from '../bidi-text';
import {
  DEFAULT_NAMESPACE,
  FALLBACK_LANGUAGE,
  LANGUAGE_INFO,
  LANGUAGES,
  NAMESPACES,
  isLanguage,
  matchLanguage,
  type Language,
} from './languages';

export type LocaleMessages = Record<string, unknown>;
export type LoadNamespace = (lng: Language, ns: string) => Promise<LocaleMessages>;

export interface I18nOptions {
  loadNamespace: LoadNamespace;
  /** Namespaces loaded at start; defaults to NAMESPACES. Others load when a component asks for them. */
  namespaces?: readonly string[];
  /** Spec §8: failed locale loads are only logged. */
  logError?: (message: string, error: unknown) => void;
}

const defaultLogError = (message: string, error: unknown): void => console.error(message, error);

/** An i18next backend over the injected loader (promise calling convention, i18next >= 26.7). */
function localeBackend(
  loadNamespace: LoadNamespace,
  logError: I18nOptions['logError'] = defaultLogError,
): BackendModule {
  return {
    type: 'backend',
    callbackApi: false,
    init: () => undefined,
    read: async (lng: string, ns: string) => {
      try {
        if (!isLanguage(lng)) throw new Error(`unsupported language "${lng}"`);
        return await loadNamespace(lng, ns);
      } catch (error) {
        logError(`i18n: loading ${lng}/${ns} failed`, error);
        throw error;
      }
    },
  };
}

/** Sets `<html lang>` and `dir` for the active language (screen readers, hyphenation, fonts). */
export function applyDocumentLanguage(lang: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = LANGUAGE_INFO[lang].locale;
  document.documentElement.dir = LANGUAGE_INFO[lang].dir;
}

/** A fresh, initialised i18next instance in `lang` (tests and the app both go through here). */
export async function createI18n(lang: Language, options: I18nOptions): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.use(localeBackend(options.loadNamespace, options.logError)).use(initReactI18next);
  instance.on('languageChanged', (lng: string) => applyDocumentLanguage(matchLanguage(lng) ?? FALLBACK_LANGUAGE));
  await instance.init({
    lng: lang,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: LANGUAGES,
    // Our codes are lower case (zh-cn); 'currentOnly' stops i18next from also requesting `zh` for zh-cn.
    lowerCaseLng: true,
    load: 'currentOnly',
    ns: options.namespaces ?? NAMESPACES,
    defaultNS: DEFAULT_NAMESPACE,
    returnNull: false,
    // React escapes rendered text already, so the interpolation's escape has one job left: isolate a value that
    // carries bidi controls (another user's nickname), so it cannot reverse the sentence around it (issue 7).
    interpolation: { escapeValue: true, escape: isolateBidi },
  });
  return instance;
}

let appInstance: Promise<I18n> | undefined;
let appI18n: I18n | undefined;

/** Initialises the app-wide instance once (the one react-i18next hooks use) and resolves with it. */
export function initI18n(lang: Language, options: I18nOptions): Promise<I18n> {
  appInstance ??= createI18n(lang, options).then((instance) => {
    appI18n = instance;
    return instance;
  });
  return appInstance;
}

/** The app-wide instance, once initI18n() has resolved. */
export function getAppI18n(): I18n | undefined {
  return appI18n;
}

/** Active language of the app-wide instance; en before initialisation. */
export function currentLanguage(): Language {
  return matchLanguage(appI18n?.resolvedLanguage ?? appI18n?.language) ?? FALLBACK_LANGUAGE;
}
