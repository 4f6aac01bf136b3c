import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '@ds';
import type { ListFilters } from '../list-filters';

export interface AmountFilterProps {
  /** The amount in the URL, the contract's form ('1000.5'). */
  amount: string;
  fiat: string;
  onChange: (patch: Partial<ListFilters>) => void;
}

/**
 * The amount is typed here and written to the URL after a pause: a keystroke draws this field only, not the filter
 * bar around it, so typing stays smooth over 10,000 rows.
 */
export const AmountFilter = memo(function AmountFilter({ amount: urlAmount, fiat, onChange }: AmountFilterProps) {
  const { t } = useTranslation('ads');
  const [amount, setAmount] = useState(urlAmount);
  const [shown, setShown] = useState(urlAmount);
  if (shown !== urlAmount) {
    // The URL changed from elsewhere (back button, reset): show its amount (React's "adjust state on prop change").
    setShown(urlAmount);
    setAmount(urlAmount);
  }
  useEffect(() => {
    if (amount === urlAmount) return undefined;
    const timer = setTimeout(() => onChange({ amount }), 350);
    return () => clearTimeout(timer);
  }, [amount, urlAmount, onChange]);
  return (
    <AmountInput
      size="small"
      label={t('list.amount')}
      value={amount}
      onChange={setAmount}
      asset={fiat}
      placeholder={t('list.amountPlaceholder')}
    />
  );
});
