import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../i18n/namespace';
import { formatMinutes, type MinutesTranslator } from './format-minutes';

/** formatMinutes bound to the `ds` texts of the active language, for components. */
export function useFormatMinutes(): (minutes: number | string) => string {
  const { t } = useTranslation(DS_NAMESPACE);
  return (minutes) => formatMinutes(minutes, t as unknown as MinutesTranslator);
}
