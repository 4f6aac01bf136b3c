import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { SelectField } from '@ds';
import type { AdSide, MyAdStatus } from '@/api/generated/models';
import { AD_STATUSES, type MyAdsFilters } from '../hooks/use-my-ads-filters';

export interface MyAdsFiltersBarProps {
  filters: MyAdsFilters;
  assets: readonly string[];
  fiats: readonly string[];
  onChange: (patch: Partial<MyAdsFilters>) => void;
  onReset: () => void;
}

/** Labels written out so each key stays searchable. */
const SIDE_KEY: Readonly<Record<AdSide, string>> = { BUY: 'my-ads:side.BUY', SELL: 'my-ads:side.SELL' };
const STATUS_KEY: Readonly<Record<MyAdStatus, string>> = {
  ONLINE: 'my-ads:status.ONLINE',
  OFFLINE: 'my-ads:status.OFFLINE',
  PAUSED: 'my-ads:status.PAUSED',
  CLOSED: 'my-ads:status.CLOSED',
};

export function MyAdsFiltersBar({ filters, assets, fiats, onChange, onReset }: MyAdsFiltersBarProps) {
  const { t } = useTranslation('my-ads');
  return (
    <Box
      role="group"
      aria-label={t('filters.label')}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr)) auto' },
      }}
    >
      <SelectField
        label={t('filters.side')}
        value={filters.side}
        showEmpty
        onChange={(value) => onChange({ side: value as AdSide | '' })}
      >
        <MenuItem value="">{t('filters.all')}</MenuItem>
        {(['BUY', 'SELL'] as const).map((side) => (
          <MenuItem key={side} value={side}>
            {t(SIDE_KEY[side])}
          </MenuItem>
        ))}
      </SelectField>
      <SelectField
        label={t('filters.status')}
        value={filters.status}
        showEmpty
        onChange={(value) => onChange({ status: value as MyAdStatus | '' })}
      >
        <MenuItem value="">{t('filters.open')}</MenuItem>
        {AD_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(STATUS_KEY[status])}
          </MenuItem>
        ))}
      </SelectField>
      <SelectField label={t('filters.asset')} value={filters.asset} showEmpty onChange={(asset) => onChange({ asset })}>
        <MenuItem value="">{t('filters.all')}</MenuItem>
        {assets.map((code) => (
          <MenuItem key={code} value={code}>
            {code}
          </MenuItem>
        ))}
      </SelectField>
      <SelectField label={t('filters.fiat')} value={filters.fiat} showEmpty onChange={(fiat) => onChange({ fiat })}>
        <MenuItem value="">{t('filters.all')}</MenuItem>
        {fiats.map((code) => (
          <MenuItem key={code} value={code}>
            {code}
          </MenuItem>
        ))}
      </SelectField>
      <Button variant="text" onClick={onReset} sx={{ minHeight: 56, gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        {t('filters.reset')}
      </Button>
    </Box>
  );
}
