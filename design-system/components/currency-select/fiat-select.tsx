import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { CurrencySelect } from './currency-select';
import type { CurrencySelectProps } from './currency-select-props';

export type FiatSelectProps = CurrencySelectProps;

export function FiatSelect({ label, ...props }: FiatSelectProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  return <CurrencySelect {...props} label={label ?? t('currency.fiat')} />;
}
