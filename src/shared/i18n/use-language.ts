// The active language for components, and the one way to change it (spec §2, §3). Moving to the switched
// URL is the router's job: it uses switchLanguagePath() from ./language-path.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { applyDocumentLanguage } from './i18n';
import { FALLBACK_LANGUAGE, matchLanguage, type Language } from './languages';
import { persistLanguage } from './locale-storage';

export interface UseLanguage {
  language: Language;
  /** Loads the language if needed, switches i18next, persists the choice and updates `<html lang dir>`. */
  setLanguage: (lang: Language) => Promise<void>;
}

export function useLanguage(): UseLanguage {
  const { i18n } = useTranslation();
  const language = matchLanguage(i18n.resolvedLanguage ?? i18n.language) ?? FALLBACK_LANGUAGE;
  const setLanguage = useCallback(
    async (lang: Language) => {
      await i18n.changeLanguage(lang);
      persistLanguage(lang);
      applyDocumentLanguage(lang);
    },
    [i18n],
  );
  return { language, setLanguage };
}
