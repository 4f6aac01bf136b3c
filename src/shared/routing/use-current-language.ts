import { useParams } from 'react-router-dom';
import { FALLBACK_LANGUAGE, matchLanguage, type Language } from '@/shared/i18n';

/** The language of the current URL (spec §2: the first path segment), English outside a prefix. */
export function useCurrentLanguage(): Language {
  const { lang } = useParams();
  return matchLanguage(lang) ?? FALLBACK_LANGUAGE;
}
