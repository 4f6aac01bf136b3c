import { AdSort } from '@/api/generated/models';
import { parseAmount } from '@ds/numbers/parse-amount';

// The list's filters live in the URL, so a filtered list can be shared and survives a reload.
export interface ListFilters {
  asset: string;
  fiat: string;
  /** Fiat amount the trader wants to trade, a decimal string or ''. */
  amount: string;
  payMethod: string;
  /** The contract's order, or '' for its default: the best price for the side. */
  sort: AdSort | '';
  /** Only advertisers online now. */
  online: boolean;
  /** Only identity-verified advertisers. */
  verified: boolean;
  /** Only ads that take one of the trader's saved payment methods (signed in). */
  mine: boolean;
}

const CODE = /^[A-Z0-9]{2,10}$/;
const METHOD = /^[A-Z0-9_]{2,40}$/;
const SORTS = new Set<string>(Object.values(AdSort));
const FLAGS = ['online', 'verified', 'mine'] as const;

/** The URL holds the canonical amount ('1000.5', the contract's form), whatever the page's language. */
function urlAmount(text: string): string {
  const parsed = parseAmount(text, 'en');
  return parsed.ok ? parsed.value : '';
}

export function parseListFilters(params: URLSearchParams, defaults: { asset: string; fiat: string }): ListFilters {
  const asset = (params.get('asset') ?? '').toUpperCase();
  const fiat = (params.get('fiat') ?? '').toUpperCase();
  const payMethod = (params.get('payMethod') ?? '').toUpperCase();
  const sort = (params.get('sort') ?? '').toUpperCase();
  return {
    asset: CODE.test(asset) ? asset : defaults.asset,
    fiat: CODE.test(fiat) ? fiat : defaults.fiat,
    amount: urlAmount(params.get('amount') ?? ''),
    payMethod: METHOD.test(payMethod) ? payMethod : '',
    sort: SORTS.has(sort) ? (sort as AdSort) : '',
    online: params.get('online') === '1',
    verified: params.get('verified') === '1',
    mine: params.get('mine') === '1',
  };
}

/** The URL's query for the filters, in one order, leaving out what is at its default. */
export function listSearch(filters: ListFilters): URLSearchParams {
  const search = new URLSearchParams({ asset: filters.asset, fiat: filters.fiat });
  if (filters.amount) search.set('amount', filters.amount);
  if (filters.payMethod) search.set('payMethod', filters.payMethod);
  if (filters.sort) search.set('sort', filters.sort);
  for (const flag of FLAGS) if (filters[flag]) search.set(flag, '1');
  return search;
}
