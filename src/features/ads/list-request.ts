import type { AdSort } from '@/api/generated/models';
import type { Side } from '@/shared/routing/paths';
import type { AdFilterRequest } from './hooks/use-ad-pages';
import type { ListFilters } from './hooks/use-list-filters';

/** The best price for the taker: the lowest to buy, the highest to sell (here, as the start-up prefetch needs it). */
export function bestPriceSort(side: Side): AdSort {
  return side === 'buy' ? 'PRICE_ASC' : 'PRICE_DESC';
}

/**
 * The contract's list request for a list page and its filters; the screen and the start-up prefetch both ask this.
 * `savedMethods` are the codes of the trader's saved payment methods, which "my payment methods" narrows to.
 */
export function listRequest(
  side: 'buy' | 'sell',
  filters: ListFilters,
  savedMethods: readonly string[] = [],
): AdFilterRequest {
  return {
    side: side === 'buy' ? 'BUY' : 'SELL',
    asset: filters.asset,
    fiat: filters.fiat,
    ...(filters.amount ? { amount: filters.amount } : {}),
    ...(filters.payMethod ? { payMethod: filters.payMethod } : {}),
    ...(filters.mine && savedMethods.length ? { payMethods: [...new Set(savedMethods)].sort() } : {}),
    ...(filters.online ? { onlineOnly: true } : {}),
    ...(filters.verified ? { verifiedOnly: true } : {}),
    // The best price for the side is the contract's default: asked for as no order, it shares the default's cache.
    ...(filters.sort && filters.sort !== bestPriceSort(side) ? { sort: filters.sort } : {}),
  };
}
