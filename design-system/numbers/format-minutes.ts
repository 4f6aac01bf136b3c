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
