import { DS_NAMESPACE } from '../i18n/namespace';

/** Any i18next `t`; the key is looked up in the `ds` namespace whatever the caller's default namespace is. */
export type MinutesTranslator = (
  key: 'duration.minutes',
  options: { ns: typeof DS_NAMESPACE; count: number },
) => string;

/**
 * A duration in minutes with the plural form of the language ('1 minute', '15 minutes'), e.g. the payment window
 * and average release time (spec §2, §9). Fractions are rounded to whole minutes.
 */
export function formatMinutes(minutes: number | string, t: MinutesTranslator): string {
  const count = Math.max(0, Math.round(Number(minutes)) || 0);
  return t('duration.minutes', { ns: DS_NAMESPACE, count });
}

const shortMinutes = new Map<string, Intl.NumberFormat>();

/**
 * The same duration in the language's own short unit, where a line is tight (an ad card on a phone): '30 min',
 * '30 Min.', '30 мин', '30 分'. Intl's abbreviation for the active locale, Latin digits as every other figure.
 */
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
