import { useUrlFilters } from '@/shared/routing/use-url-filters';
import type { AdSide, MyAdListRequest, MyAdStatus } from '@/api/generated/models';

const SIDES: readonly AdSide[] = ['BUY', 'SELL'];
export const AD_STATUSES: readonly MyAdStatus[] = ['ONLINE', 'OFFLINE', 'PAUSED', 'CLOSED'];
const CODE = /^[A-Z0-9]{2,12}$/;

export interface MyAdsFilters {
  side: AdSide | '';
  /** '' lists every state but closed, as the contract's default does. */
  status: MyAdStatus | '';
  asset: string;
  fiat: string;
  page: number;
}

const NO_FILTERS: MyAdsFilters = { side: '', status: '', asset: '', fiat: '', page: 1 };

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : '';

/** Anything malformed (a hand-edited link) is dropped, never sent. */
function parseMyAdsFilters(params: URLSearchParams): MyAdsFilters {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const code = (name: string) => {
    const value = (params.get(name) ?? '').toUpperCase();
    return CODE.test(value) ? value : '';
  };
  return {
    side: oneOf(SIDES, (params.get('side') ?? '').toUpperCase()),
    status: oneOf(AD_STATUSES, (params.get('status') ?? '').toUpperCase()),
    asset: code('asset'),
    fiat: code('fiat'),
    page: Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1,
  };
}

/** Empty filters and page 1 are left out, so the plain page has a plain URL. */
function serializeMyAdsFilters(filters: MyAdsFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.side) search.set('side', filters.side.toLowerCase());
  if (filters.status) search.set('status', filters.status.toLowerCase());
  if (filters.asset) search.set('asset', filters.asset);
  if (filters.fiat) search.set('fiat', filters.fiat);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The contract's request for the filters. */
export function myAdsRequest(filters: MyAdsFilters, size: number): MyAdListRequest {
  return {
    ...(filters.side ? { makerSide: filters.side } : {}),
    ...(filters.status ? { statuses: [filters.status] } : {}),
    ...(filters.asset ? { asset: filters.asset } : {}),
    ...(filters.fiat ? { fiat: filters.fiat } : {}),
    page: filters.page,
    size,
  };
}

const MY_ADS_FILTERS = { parse: parseMyAdsFilters, serialize: serializeMyAdsFilters, none: NO_FILTERS };

export const useMyAdsFilters = () => useUrlFilters(MY_ADS_FILTERS);
