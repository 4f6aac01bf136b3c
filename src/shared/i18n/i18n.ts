// The loader is injected so that this module never touches `import.meta` and jest can import it.
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
  namespaces?: readonly string[];
  logError?: (message: string, error: unknown) => void;
}

const defaultLogError = (message: string, error: unknown): void => console.error(message, error);

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

export function applyDocumentLanguage(lang: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = LANGUAGE_INFO[lang].locale;
  document.documentElement.dir = LANGUAGE_INFO[lang].dir;
}

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
    // React escapes rendered text already; this isolates a value with bidi controls (another user's nickname), so
    // it cannot reverse the sentence around it.
    interpolation: { escapeValue: true, escape: isolateBidi },
  });
  return instance;
}

let appInstance: Promise<I18n> | undefined;
let appI18n: I18n | undefined;

export function initI18n(lang: Language, options: I18nOptions): Promise<I18n> {
  appInstance ??= createI18n(lang, options).then((instance) => {
    appI18n = instance;
    return instance;
  });
  return appInstance;
}

export function getAppI18n(): I18n | undefined {
  return appI18n;
}

export function currentLanguage(): Language {
  return matchLanguage(appI18n?.resolvedLanguage ?? appI18n?.language) ?? FALLBACK_LANGUAGE;
}
