import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import { FilterIcon } from './filter-icon';

export interface FiltersToggleProps {
  /** Filters narrowing the list now (activeFilterCount). */
  count: number;
  open: boolean;
  onToggle: () => void;
  controls: string;
}

/** Folds the filters on a phone so the first order is above the fold; the name says the badge's count in words. */
export function FiltersToggle({ count, open, onToggle, controls }: FiltersToggleProps) {
  const { t } = useTranslation('my-orders');
  return (
    <Badge badgeContent={count} color="primary" overlap="rectangular" slotProps={{ badge: { 'aria-hidden': true } }}>
      <Button
        variant="outlined"
        size="small"
        startIcon={<FilterIcon aria-hidden />}
        aria-expanded={open}
        aria-controls={controls}
        aria-label={count > 0 ? t('filters.buttonActive', { count }) : undefined}
        onClick={onToggle}
        sx={{ minHeight: 40, whiteSpace: 'nowrap' }}
      >
        {t('filters.button')}
      </Button>
    </Badge>
  );
}
