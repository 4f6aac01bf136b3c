import { useTranslation } from 'react-i18next';
import { afterFirstScreenComponent } from '@/shared/after-first-screen-component';
import type { SortableTableHeaderProps } from './sortable-table-header';
import { TableHeaderRow } from './table-header-row';

/** The headings as the first screen draws them, before the sort buttons' code has arrived: visual only. */
function PlainTableHeader() {
  const { t } = useTranslation('ads');
  return (
    <TableHeaderRow aria-hidden="true" data-testid="ad-table-header">
      <span className="AdTableHeader-advertiser">
        <span>{t('list.colAdvertiser')}</span>
        <span>{t('list.sortShort.completion')}</span>
        <span>{t('list.sortShort.trades')}</span>
        <span>{t('list.sortShort.release')}</span>
      </span>
      <span>{t('list.price')}</span>
      <span>{t('list.colAvailableLimit')}</span>
      <span>{t('list.payMethod')}</span>
      <span>{t('list.colTrade')}</span>
    </TableHeaderRow>
  );
}

/** The table's headings; those that sort become buttons once the list's first screen is up. */
export const AdTableHeader = afterFirstScreenComponent<SortableTableHeaderProps>(
  () => import('./sortable-table-header').then((module) => module.SortableTableHeader),
  PlainTableHeader,
);
