import { useParams } from 'react-router-dom';
import { FALLBACK_LANGUAGE, matchLanguage, type Language } from '@/shared/i18n';

export function useCurrentLanguage(): Language {
  const { lang } = useParams();
  return matchLanguage(lang) ?? FALLBACK_LANGUAGE;
}
