import type { AdFilterRequest } from './hooks/use-ad-pages';
import type { ListFilters } from './hooks/use-list-filters';

/** The contract's list request for a list page and its filters; the screen and the start-up prefetch both ask this. */
export function listRequest(side: 'buy' | 'sell', filters: ListFilters): AdFilterRequest {
  return {
    side: side === 'buy' ? 'BUY' : 'SELL',
    asset: filters.asset,
    fiat: filters.fiat,
    ...(filters.amount ? { amount: filters.amount } : {}),
    ...(filters.payMethod ? { payMethod: filters.payMethod } : {}),
  };
}
