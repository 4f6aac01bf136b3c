import MuiPagination from '@mui/material/Pagination';
import type { UsePaginationItem } from '@mui/material/usePagination';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';

export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  /** Number of records in all pages. */
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  disabled?: boolean;
}

/** Page links with translated labels for screen readers; hidden when there is one page. */
export function Pagination({ page, total, pageSize, onChange, disabled }: PaginationProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const count = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (count <= 1) return null;

  const itemLabel = (type: UsePaginationItem['type'], itemPage: number | null, selected: boolean): string => {
    switch (type) {
      case 'first':
        return t('pagination.first');
      case 'last':
        return t('pagination.last');
      case 'next':
        return t('pagination.next');
      case 'previous':
        return t('pagination.previous');
      default:
        return selected
          ? t('pagination.current', { page: itemPage ?? page })
          : t('pagination.page', { page: itemPage ?? page });
    }
  };

  return (
    <MuiPagination
      aria-label={t('pagination.label')}
      count={count}
      page={Math.min(Math.max(1, page), count)}
      onChange={(_event, next) => onChange(next)}
      disabled={disabled}
      shape="rounded"
      siblingCount={1}
      getItemAriaLabel={itemLabel}
      sx={{
        display: 'flex',
        justifyContent: 'center',
        py: 2,
        // Nine items fit a 360 px phone inside a padded card on one line: smaller items there, by style rules (a
        // prerendered page has no screen width to ask).
        '& .MuiPagination-ul': { flexWrap: 'nowrap' },
        '& .MuiPaginationItem-root': {
          minWidth: { xs: 28, sm: 32 },
          height: { xs: 28, sm: 32 },
          mx: { xs: '1px', sm: '3px' },
        },
      }}
    />
  );
}
