import { DS_NAMESPACE } from '../i18n/namespace';

/** Any i18next `t`; the key is looked up in the `ds` namespace whatever the caller's default namespace is. */
export type MinutesTranslator = (
  key: 'duration.minutes',
  options: { ns: typeof DS_NAMESPACE; count: number },
) => string;

/** With the language's plural form ('1 minute', '15 minutes'); fractions round to whole minutes. */
export function formatMinutes(minutes: number | string, t: MinutesTranslator): string {
  const count = Math.max(0, Math.round(Number(minutes)) || 0);
  return t('duration.minutes', { ns: DS_NAMESPACE, count });
}

const shortMinutes = new Map<string, Intl.NumberFormat>();

/** The language's own short unit ('30 min', '30 мин') for a tight line, in Latin digits as every other figure. */
export function formatMinutesShort(minutes: number | string, locale: string): string {
  const count = Math.max(0, Math.round(Number(minutes)) || 0);
  let format = shortMinutes.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'minute',
      unitDisplay: 'short',
      numberingSystem: 'latn',
    });
    shortMinutes.set(locale, format);
  }
  return format.format(count);
}
