import type { TFunction } from 'i18next';
import { LANGUAGE_INFO, formatRelative, type Language } from '@/shared/i18n';

/** Below this the list reads "just now": a refresh is a few seconds old at most. */
const JUST_NOW_MS = 5_000;

/** "Updated 12 seconds ago" in the page's language. */
export function listAge(updatedAt: number, now: number, language: Language, t: TFunction<'ads'>): string {
  if (now - updatedAt < JUST_NOW_MS) return t('list.live.updatedJustNow');
  return t('list.live.updatedAgo', { ago: formatRelative(updatedAt, { language, now }) });
}

/** The same as briefly as the language writes it ("now", "12s", "2 Min."), beside a clock on a phone. */
export function compactAge(updatedAt: number, now: number, language: Language): string {
  const locale = LANGUAGE_INFO[language].locale;
  const seconds = Math.max(0, Math.floor((now - updatedAt) / 1000));
  if (seconds * 1000 < JUST_NOW_MS)
    return new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'narrow' }).format(0, 'second');
  const [unit, value] =
    seconds < 60 ? ['second', seconds] : seconds < 3600 ? ['minute', seconds / 60] : ['hour', seconds / 3600];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'narrow' }).format(Math.floor(value));
}
