import { AdSort } from '@/api/generated/models';
import type { Side } from '@/shared/routing/paths';
import { bestPriceSort } from './list-request';

export { bestPriceSort };

/** The list's order as the URL holds it: a contract order, or '' for the default, the best price for the side. */
export type SortChoice = AdSort | '';

export function effectiveSort(side: Side, choice: SortChoice): AdSort {
  return choice || bestPriceSort(side);
}

/** The other price order; the best one is the default, so the URL leaves it out. */
export function reversePriceSort(side: Side): AdSort {
  return side === 'buy' ? AdSort.PRICE_DESC : AdSort.PRICE_ASC;
}

/** Each order's name in the `ads` texts, under `list.sort.`. */
export const SORT_TEXT: Record<AdSort, string> = {
  PRICE_ASC: 'list.sort.priceAsc',
  PRICE_DESC: 'list.sort.priceDesc',
  COMPLETION_RATE_DESC: 'list.sort.completion',
  TRADES_DESC: 'list.sort.trades',
  RELEASE_TIME_ASC: 'list.sort.release',
};

/** The orders a trader picks from, the best price first. */
export function sortChoices(side: Side): Array<{ value: SortChoice; sort: AdSort }> {
  return [
    { value: '', sort: bestPriceSort(side) },
    { value: reversePriceSort(side), sort: reversePriceSort(side) },
    { value: AdSort.COMPLETION_RATE_DESC, sort: AdSort.COMPLETION_RATE_DESC },
    { value: AdSort.TRADES_DESC, sort: AdSort.TRADES_DESC },
    { value: AdSort.RELEASE_TIME_ASC, sort: AdSort.RELEASE_TIME_ASC },
  ];
}
