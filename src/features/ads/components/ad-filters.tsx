import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { AssetSelect, FiatSelect, NativeSelectField, RefreshIcon, type CurrencyOption } from '@ds';
import { usePayMethodName } from '@/shared/i18n';
import type { Side } from '@/shared/routing/paths';
import type { ListFilters } from '../list-filters';
import type { SortChoice } from '../list-sort';
import { AmountFilter } from './amount-filter';
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
        // The options' panel unfolds against it (list-options.tsx).
        position: 'relative',
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
      <AmountFilter amount={filters.amount} fiat={filters.fiat} onChange={onChange} />
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
