import { ID_PATTERNS } from '@/shared/identifiers';
import { useUrlFilters } from '@/shared/routing/use-url-filters';

// The filters live in the URL, so they survive a reload and a filtered list can be shared. The order-ID search is
// `search`, never `orderId`: /p2p/order?orderId=... is the order page.

const TYPE_FILTERS = ['buy', 'sell'] as const;
const STATUS_FILTERS = ['in-progress', 'completed', 'canceled'] as const;

export type TypeFilter = (typeof TYPE_FILTERS)[number] | '';
export type StatusFilter = (typeof STATUS_FILTERS)[number] | '';

export interface OrderFilters {
  /** Exact order ID, or ''. */
  search: string;
  type: TypeFilter;
  status: StatusFilter;
  /** Local calendar days, YYYY-MM-DD, or ''. */
  from: string;
  to: string;
  page: number;
}

export const NO_FILTERS: OrderFilters = { search: '', type: '', status: '', from: '', to: '', page: 1 };

/** Every order id also matches the external pattern, so the search accepts what that pattern accepts. */
export const ORDER_ID_PATTERN = ID_PATTERNS.externalOrderId;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isDay = (value: string): boolean => DAY.test(value) && !Number.isNaN(Date.parse(value));
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : '';

/** Reads the filters from the URL; anything malformed (a hand-edited link) is dropped, never sent. */
export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  const search = (params.get('search') ?? '').trim();
  let from = params.get('from') ?? '';
  let to = params.get('to') ?? '';
  if (!isDay(from)) from = '';
  if (!isDay(to)) to = '';
  if (from && to && from > to) [from, to] = ['', ''];
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    search: ORDER_ID_PATTERN.test(search) ? search : '',
    type: oneOf(TYPE_FILTERS, params.get('type')),
    status: oneOf(STATUS_FILTERS, params.get('status')),
    from,
    to,
    page: Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1,
  };
}

/** The URL form: empty filters and page 1 are left out, so the plain list has a plain URL. */
export function serializeOrderFilters(filters: OrderFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.search) search.set('search', filters.search);
  if (filters.type) search.set('type', filters.type);
  if (filters.status) search.set('status', filters.status);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** How many filters narrow the list: the order ID, type, status and the date range (one filter, either end set). */
export function activeFilterCount(filters: OrderFilters): number {
  return [filters.search, filters.type, filters.status, filters.from || filters.to].filter(Boolean).length;
}

const ORDER_FILTERS = { parse: parseOrderFilters, serialize: serializeOrderFilters, none: NO_FILTERS };

export const useOrderFilters = () => useUrlFilters(ORDER_FILTERS);
