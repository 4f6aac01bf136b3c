import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { DateRangePicker, SelectField, isDateRangeValid, type DateRange } from '@ds';
import { type OrderFilters, type StatusFilter, type TypeFilter } from '../hooks/use-order-filters';
import { OrderIdSearch } from './order-id-search';

export interface OrderFiltersBarProps {
  filters: OrderFilters;
  onChange: (patch: Partial<OrderFilters>) => void;
  /** Clears the URL filters; the screen also remounts this bar so typed drafts (an unapplied range) go too. */
  onReset: () => void;
}

/** Labels written out so each key stays searchable. */
const TYPE_OPTIONS: ReadonlyArray<[Exclude<TypeFilter, ''>, string]> = [
  ['buy', 'my-orders:type.buy'],
  ['sell', 'my-orders:type.sell'],
];
const STATUS_OPTIONS: ReadonlyArray<[Exclude<StatusFilter, ''>, string]> = [
  ['in-progress', 'my-orders:statusGroup.inProgress'],
  ['completed', 'my-orders:statusGroup.completed'],
  ['canceled', 'my-orders:statusGroup.canceled'],
];

export function OrderFiltersBar({ filters, onChange, onReset }: OrderFiltersBarProps) {
  const { t } = useTranslation(['my-orders', 'common']);
  // A range whose start is after its end stays on screen with its error and is not applied.
  const urlRange: DateRange = { from: filters.from || undefined, to: filters.to || undefined };
  const [range, setRange] = useState<DateRange>(urlRange);
  const [shownKey, setShownKey] = useState(`${filters.from}|${filters.to}`);
  if (shownKey !== `${filters.from}|${filters.to}`) {
    setShownKey(`${filters.from}|${filters.to}`);
    setRange(urlRange);
  }
  const changeRange = (next: DateRange) => {
    setRange(next);
    if (isDateRangeValid(next)) onChange({ from: next.from ?? '', to: next.to ?? '' });
  };

  return (
    <Box
      role="group"
      aria-label={t('filters.label')}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1.4fr 0.7fr 0.9fr 2fr auto' },
      }}
    >
      <Box sx={{ gridColumn: { sm: '1 / -1', lg: 'auto' } }}>
        <OrderIdSearch value={filters.search} onSearch={(search) => onChange({ search })} />
      </Box>
      <SelectField
        label={t('filters.type')}
        value={filters.type}
        showEmpty
        onChange={(value) => onChange({ type: value as TypeFilter })}
      >
        <MenuItem value="">{t('filters.all')}</MenuItem>
        {TYPE_OPTIONS.map(([value, key]) => (
          <MenuItem key={value} value={value}>
            {t(key)}
          </MenuItem>
        ))}
      </SelectField>
      <SelectField
        label={t('filters.status')}
        value={filters.status}
        showEmpty
        onChange={(value) => onChange({ status: value as StatusFilter })}
      >
        <MenuItem value="">{t('filters.all')}</MenuItem>
        {STATUS_OPTIONS.map(([value, key]) => (
          <MenuItem key={value} value={value}>
            {t(key)}
          </MenuItem>
        ))}
      </SelectField>
      <Box sx={{ gridColumn: { sm: '1 / -1', lg: 'auto' } }}>
        <DateRangePicker value={range} onChange={changeRange} fromLabel={t('filters.from')} toLabel={t('filters.to')} />
      </Box>
      <Button variant="text" onClick={onReset} sx={{ minHeight: 56 }}>
        {t('common:action.reset')}
      </Button>
    </Box>
  );
}
