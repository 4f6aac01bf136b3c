// Moving to the switched URL is the router's job (switchLanguagePath() from ./language-path).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { applyDocumentLanguage } from './i18n';
import { FALLBACK_LANGUAGE, matchLanguage, type Language } from './languages';
import { persistLanguage } from './locale-storage';

export interface UseLanguage {
  language: Language;
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
