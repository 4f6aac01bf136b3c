import { http } from 'msw';
import {
  AdSort,
  type AdvertiseDetailResponse,
  type Advertisement,
  type AdvListRequest,
  type AdvListResponse,
} from '@/api/generated/models';
import { isBulkBook } from '../fixtures/bulk-ads';
import { hiddenAdvertisers } from '../state/blocking';
import { BIZ, MockBadRequest, MockBizError } from '../state/business-codes';
import type Decimal from 'decimal.js';
import { dec, isDecimalString } from '../state/money';
import { followMarket } from '../state/maker-ad-view';
import { moveMarket } from '../state/market-moves';
import { driftRates } from '../state/market-rates';
import { bulkAds, findAd, getState } from '../state/store';
import { jsonBody, ok, paging, publicRoute } from './respond';

function validate(body: Partial<AdvListRequest>): AdvListRequest {
  if (body.side !== 'BUY' && body.side !== 'SELL') throw new MockBadRequest('side must be BUY or SELL.');
  if (typeof body.asset !== 'string' || !/^[A-Z0-9]{2,12}$/.test(body.asset))
    throw new MockBadRequest('asset is required.');
  if (typeof body.fiat !== 'string' || !/^[A-Z]{3}$/.test(body.fiat)) throw new MockBadRequest('fiat is required.');
  if (body.amount !== undefined && !isDecimalString(body.amount))
    throw new MockBadRequest('amount must be a decimal string.');
  if (body.sort !== undefined && !(Object.values(AdSort) as string[]).includes(body.sort))
    throw new MockBadRequest('sort is invalid.');
  if (
    body.payMethods !== undefined &&
    (!Array.isArray(body.payMethods) ||
      body.payMethods.length === 0 ||
      !body.payMethods.every((code) => typeof code === 'string' && /^[A-Z0-9_]{2,40}$/.test(code)))
  )
    throw new MockBadRequest('payMethods must be a list of payment method codes.');
  for (const flag of ['onlineOnly', 'verifiedOnly'] as const)
    if (body[flag] !== undefined && typeof body[flag] !== 'boolean')
      throw new MockBadRequest(`${flag} must be a boolean.`);
  return body as AdvListRequest;
}

function matching(filters: AdvListRequest, useBulk: boolean, hidden: ReadonlySet<string>): Advertisement[] {
  const source = useBulk ? bulkAds() : [...getState().ads.values()];
  const amount = filters.amount === undefined ? undefined : dec(filters.amount);
  return source.filter(
    (ad) =>
      ad.side === filters.side &&
      !hidden.has(ad.advertiser.userId) &&
      ad.asset === filters.asset &&
      ad.fiat === filters.fiat &&
      dec(ad.remaining).gt(0) &&
      (amount === undefined || (amount.gte(ad.minLimit) && amount.lte(ad.maxLimit))) &&
      (filters.payMethod === undefined || ad.payMethods.some((m) => m.code === filters.payMethod)) &&
      (filters.payMethods === undefined || ad.payMethods.some((m) => filters.payMethods!.includes(m.code))) &&
      (!filters.onlineOnly || ad.advertiser.online) &&
      (!filters.verifiedOnly || ad.advertiser.kycVerified),
  );
}

type Keyed = { ad: Advertisement; price: Decimal; rate: Decimal; release: Decimal };
type Order = (a: Keyed, b: Keyed) => number;

/** Larger first for the figures where more is better, release time fastest first. */
const BY: Record<AdSort, Order> = {
  PRICE_ASC: (a, b) => a.price.cmp(b.price),
  PRICE_DESC: (a, b) => b.price.cmp(a.price),
  COMPLETION_RATE_DESC: (a, b) => b.rate.cmp(a.rate),
  TRADES_DESC: (a, b) => b.ad.advertiser.totalTrades - a.ad.advertiser.totalTrades,
  RELEASE_TIME_ASC: (a, b) => a.release.cmp(b.release),
};

/**
 * Sorted over every matching ad, as the contract's AdSort says: ties go to the better price for the taker, then to
 * adNo, so pages never overlap. The keys are read once per ad: the in-page mocks sort 10,000 ads on the main thread.
 */
function sorted(ads: Advertisement[], filters: AdvListRequest): Advertisement[] {
  const best = filters.side === 'BUY' ? 'PRICE_ASC' : 'PRICE_DESC';
  const first = BY[filters.sort ?? best];
  const ties = BY[best];
  return ads
    .map((ad) => ({
      ad,
      price: dec(ad.price),
      rate: dec(ad.advertiser.completionRate),
      release: dec(ad.advertiser.avgReleaseMinutes),
    }))
    .sort((a, b) => first(a, b) || ties(a, b) || (a.ad.adNo < b.ad.adNo ? -1 : a.ad.adNo > b.ad.adNo ? 1 : 0))
    .map(({ ad }) => ad);
}

export const adsHandlers = [
  http.post(
    '*/api/ctc/query-adv-list',
    publicRoute(async ({ request, caller }) => {
      const filters = validate(await jsonBody<Partial<AdvListRequest>>(request));
      const { page, size } = paging(filters.page, filters.size);
      const useBulk = caller.scenario === 'ads-10k' && isBulkBook(filters.side, filters.asset, filters.fiat);
      if (caller.scenario === 'live-market' && page === 1) {
        moveMarket(filters);
        driftRates(getState().market);
      }
      followMarket(getState());
      const all = sorted(matching(filters, useBulk, hiddenAdvertisers(caller.user)), filters);
      const list = all.slice((page - 1) * size, page * size).map((ad) => ({ ...ad, payMethods: [...ad.payMethods] }));
      return ok<AdvListResponse>({ list, total: all.length, page, size });
    }),
  ),
  http.get(
    '*/api/ctc/query-advertise-detail',
    publicRoute(({ request }) => {
      const adNo = new URL(request.url).searchParams.get('adNo');
      if (!adNo) throw new MockBadRequest('adNo is required.');
      followMarket(getState());
      const ad = findAd(adNo);
      if (!ad || dec(ad.remaining).lte(0))
        throw new MockBizError(BIZ.AD_NOT_FOUND, 'The advertisement is no longer available.');
      return ok<AdvertiseDetailResponse>({ ...ad });
    }),
  ),
];
