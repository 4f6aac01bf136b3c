import { memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { AmountInput, AssetSelect, FiatSelect, NativeSelectField, RefreshIcon, type CurrencyOption } from '@ds';
import { usePayMethodName } from '@/shared/i18n';
import type { Side } from '@/shared/routing/paths';
import type { ListFilters } from '../hooks/use-list-filters';
import type { SortChoice } from '../list-sort';
import { DeferredListOptions } from './deferred-list-options';

export interface AdFiltersProps {
  side: Side;
  filters: ListFilters;
  /** The order in force, '' for the best price for the side. */
  sort: SortChoice;
  /** Whether "my payment methods" can be offered (the trader's saved methods). */
  signedIn: boolean;
  /** "My payment methods" is on (and the trader signed in). */
  mine: boolean;
  assets: readonly CurrencyOption[];
  fiats: readonly CurrencyOption[];
  payMethods: ReadonlyArray<{ code: string; name: string }>;
  loadingCurrencies: boolean;
  onChange: (patch: Partial<ListFilters>) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

/** Memoised and handed only deferred values, so it re-renders in the list's deferred pass, in short slices. */
export const AdFilters = memo(function AdFilters({
  side,
  filters,
  sort,
  signedIn,
  mine,
  assets,
  fiats,
  payMethods,
  loadingCurrencies,
  onChange,
  onRefresh,
  refreshing,
}: AdFiltersProps) {
  const { t } = useTranslation(['ads', 'common']);
  const methodName = usePayMethodName();
  // The amount is typed locally and written to the URL after a pause, so typing stays smooth.
  const [amount, setAmount] = useState(filters.amount);
  const [urlAmount, setUrlAmount] = useState(filters.amount);
  if (urlAmount !== filters.amount) {
    // The URL changed from elsewhere (back button, reset): show its amount (React's "adjust state on prop change").
    setUrlAmount(filters.amount);
    setAmount(filters.amount);
  }
  useEffect(() => {
    if (amount === filters.amount) return undefined;
    const timer = setTimeout(() => onChange({ amount }), 350);
    return () => clearTimeout(timer);
  }, [amount, filters.amount, onChange]);

  const payMethodOptions = useMemo(
    () => [
      { value: '', label: t('list.allPayMethods') },
      ...payMethods.map((m) => ({ value: m.code, label: methodName(m) })),
    ],
    [payMethods, t, methodName],
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1, sm: 1.5 },
        alignItems: 'center',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr) auto', md: 'repeat(4, minmax(0, 1fr)) auto auto' },
      }}
    >
      <AssetSelect
        size="small"
        options={assets}
        value={filters.asset}
        loading={loadingCurrencies}
        required
        onChange={(code) => code && onChange({ asset: code })}
      />
      <FiatSelect
        size="small"
        options={fiats}
        value={filters.fiat}
        loading={loadingCurrencies}
        required
        onChange={(code) => code && onChange({ fiat: code })}
      />
      <AmountInput
        size="small"
        label={t('list.amount')}
        value={amount}
        onChange={setAmount}
        asset={filters.fiat}
        placeholder={t('list.amountPlaceholder')}
      />
      {/* A native select: no popup menu code on the first screen, and the phone's own picker. */}
      <NativeSelectField
        size="small"
        label={t('list.payMethod')}
        value={filters.payMethod}
        options={payMethodOptions}
        onChange={(payMethod) => onChange({ payMethod })}
      />
      {/* On a phone it ends the currencies' line, the refresh the amount's: two lines, the currencies as wide as before. */}
      <Box sx={{ gridRow: { xs: 1, md: 'auto' }, gridColumn: { xs: 3, md: 'auto' } }}>
        <DeferredListOptions
          side={side}
          sort={sort}
          online={filters.online}
          verified={filters.verified}
          mine={mine}
          signedIn={signedIn}
          onChange={onChange}
        />
      </Box>
      <IconButton
        onClick={onRefresh}
        disabled={refreshing}
        aria-label={t('common:action.refresh')}
        title={t('common:action.refresh')}
      >
        <RefreshIcon />
      </IconButton>
    </Box>
  );
});
