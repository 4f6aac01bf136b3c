import { http } from 'msw';
import type { AdvertiseDetailResponse, Advertisement, AdvListRequest, AdvListResponse } from '@/api/generated/models';
import { isBulkBook } from '../fixtures/bulk-ads';
import { BIZ, MockBadRequest, MockBizError } from '../state/business-codes';
import { dec, isDecimalString } from '../state/money';
import { bulkAds, findAd, getState } from '../state/store';
import { jsonBody, ok, paging, publicRoute } from './respond';

function validate(body: Partial<AdvListRequest>): AdvListRequest {
  if (body.side !== 'BUY' && body.side !== 'SELL') throw new MockBadRequest('side must be BUY or SELL.');
  if (typeof body.asset !== 'string' || !/^[A-Z0-9]{2,12}$/.test(body.asset))
    throw new MockBadRequest('asset is required.');
  if (typeof body.fiat !== 'string' || !/^[A-Z]{3}$/.test(body.fiat)) throw new MockBadRequest('fiat is required.');
  if (body.amount !== undefined && !isDecimalString(body.amount))
    throw new MockBadRequest('amount must be a decimal string.');
  if (body.sort !== undefined && body.sort !== 'PRICE_ASC' && body.sort !== 'PRICE_DESC')
    throw new MockBadRequest('sort is invalid.');
  return body as AdvListRequest;
}

function matching(filters: AdvListRequest, useBulk: boolean): Advertisement[] {
  const source = useBulk ? bulkAds() : [...getState().ads.values()];
  const amount = filters.amount === undefined ? undefined : dec(filters.amount);
  return source.filter(
    (ad) =>
      ad.side === filters.side &&
      ad.asset === filters.asset &&
      ad.fiat === filters.fiat &&
      dec(ad.remaining).gt(0) &&
      (amount === undefined || (amount.gte(ad.minLimit) && amount.lte(ad.maxLimit))) &&
      (filters.payMethod === undefined || ad.payMethods.some((m) => m.code === filters.payMethod)),
  );
}

function sorted(ads: Advertisement[], filters: AdvListRequest): Advertisement[] {
  // The default sort is the best price for the taker (ascending to buy, descending to sell).
  const ascending = (filters.sort ?? (filters.side === 'BUY' ? 'PRICE_ASC' : 'PRICE_DESC')) === 'PRICE_ASC';
  return ads
    .map((ad) => ({ ad, price: dec(ad.price) }))
    .sort((a, b) => (ascending ? a.price.cmp(b.price) : b.price.cmp(a.price)))
    .map(({ ad }) => ad);
}

export const adsHandlers = [
  http.post(
    '*/api/ctc/query-adv-list',
    publicRoute(async ({ request, caller }) => {
      const filters = validate(await jsonBody<Partial<AdvListRequest>>(request));
      const { page, size } = paging(filters.page, filters.size);
      const useBulk = caller.scenario === 'ads-10k' && isBulkBook(filters.side, filters.asset, filters.fiat);
      const all = sorted(matching(filters, useBulk), filters);
      const list = all.slice((page - 1) * size, page * size).map((ad) => ({ ...ad, payMethods: [...ad.payMethods] }));
      return ok<AdvListResponse>({ list, total: all.length, page, size });
    }),
  ),
  http.get(
    '*/api/ctc/query-advertise-detail',
    publicRoute(({ request }) => {
      const adNo = new URL(request.url).searchParams.get('adNo');
      if (!adNo) throw new MockBadRequest('adNo is required.');
      const ad = findAd(adNo);
      if (!ad || dec(ad.remaining).lte(0))
        throw new MockBizError(BIZ.AD_NOT_FOUND, 'The advertisement is no longer available.');
      return ok<AdvertiseDetailResponse>({ ...ad });
    }),
  ),
];
