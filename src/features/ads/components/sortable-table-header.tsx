import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { AdSort } from '@/api/generated/models';
import type { Side } from '@/shared/routing/paths';
import { bestPriceSort, effectiveSort, reversePriceSort, SORT_TEXT, type SortChoice } from '../list-sort';
import { TableHeaderRow } from './table-header-row';

/** A column heading that sorts: native, so the keyboard and screen readers get a button with no code to load. */
const SortButton = styled('button')(({ theme }) => ({
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  border: 0,
  borderRadius: theme.shape.borderRadius,
  padding: theme.spacing(0.5, 0.75),
  margin: theme.spacing(-0.5, -0.75),
  cursor: 'pointer',
  textAlign: 'start',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  minWidth: 0,
  '&:hover': { color: theme.palette.text.primary, backgroundColor: theme.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  '&[aria-pressed="true"]': { color: theme.palette.text.primary, fontWeight: 700 },
}));

export interface SortableTableHeaderProps {
  side: Side;
  sort: SortChoice;
  onSort: (sort: SortChoice) => void;
}

/**
 * The table's headings with those of the advertiser's figures and the price as sort buttons (the narrow layout has
 * a select instead). The plain headings stay hidden from screen readers: each row names its own figures.
 */
export const SortableTableHeader = memo(function SortableTableHeader({ side, sort, onSort }: SortableTableHeaderProps) {
  const { t } = useTranslation('ads');
  const current = effectiveSort(side, sort);
  const pricePressed = current === AdSort.PRICE_ASC || current === AdSort.PRICE_DESC;
  // The price heading turns the price order round; its description says the order pressing gives. The buttons are
  // named by what they show (a spoken command matches it); the group's name says the order in force.
  const nextPrice = current === bestPriceSort(side) ? reversePriceSort(side) : bestPriceSort(side);
  // The figure sorts are one way each (the better first); pressing the one in force goes back to the best price.
  const figure = (order: AdSort, label: string) => (
    <SortButton
      type="button"
      aria-pressed={current === order}
      aria-description={t(SORT_TEXT[order])}
      title={t(SORT_TEXT[order])}
      onClick={() => onSort(current === order ? '' : order)}
    >
      {label}
    </SortButton>
  );
  return (
    <TableHeaderRow
      role="group"
      aria-label={t('list.sortLabel', { order: t(SORT_TEXT[current]) })}
      data-testid="ad-table-header"
    >
      <span className="AdTableHeader-advertiser">
        <span aria-hidden="true">{t('list.colAdvertiser')}</span>
        {figure(AdSort.COMPLETION_RATE_DESC, t('list.sortShort.completion'))}
        {figure(AdSort.TRADES_DESC, t('list.sortShort.trades'))}
        {figure(AdSort.RELEASE_TIME_ASC, t('list.sortShort.release'))}
      </span>
      <span>
        <SortButton
          type="button"
          aria-pressed={pricePressed}
          aria-description={t('list.sortBy', { order: t(SORT_TEXT[nextPrice]) })}
          title={t(SORT_TEXT[nextPrice])}
          onClick={() => onSort(nextPrice === bestPriceSort(side) ? '' : nextPrice)}
        >
          {t('list.price')}
          {pricePressed && <span aria-hidden="true"> {current === AdSort.PRICE_ASC ? '↑' : '↓'}</span>}
        </SortButton>
      </span>
      <span aria-hidden="true">{t('list.colAvailableLimit')}</span>
      <span aria-hidden="true">{t('list.payMethod')}</span>
      <span aria-hidden="true">{t('list.colTrade')}</span>
    </TableHeaderRow>
  );
});
