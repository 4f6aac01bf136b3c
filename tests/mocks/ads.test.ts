import Decimal from 'decimal.js';
import { getAdvertiseDetail, queryAdvList } from '@/api/generated/endpoints/ads/ads';
import type { Advertisement } from '@/api/generated/models';
import { resetMockState } from '@mocks/handlers';
import { codeOf, rawCall, startMocks } from './mock-harness';
import { codeOfFailure } from './trade-helpers';

// The advertiser list (contract AdvListRequest) and ad detail, public (no session needed).

startMocks();

const prices = (ads: Advertisement[]) => ads.map((a) => new Decimal(a.price));
const isSorted = (values: Decimal[], ascending: boolean) =>
  values.every((v, i) => i === 0 || (ascending ? v.gte(values[i - 1]!) : v.lte(values[i - 1]!)));

describe('query-adv-list', () => {
  it('seeds 40 ads per side for USDT/BTC/ETH x USD/EUR/VND, with realistic prices', async () => {
    for (const asset of ['USDT', 'BTC', 'ETH']) {
      for (const fiat of ['USD', 'EUR', 'VND']) {
        for (const side of ['BUY', 'SELL'] as const)
          expect((await queryAdvList({ side, asset, fiat, size: 1 })).total).toBe(40);
      }
    }
    const btc = await queryAdvList({ side: 'BUY', asset: 'BTC', fiat: 'USD', size: 100 });
    expect(btc.list.every((ad) => new Decimal(ad.price).gt(80_000) && new Decimal(ad.price).lt(90_000))).toBe(true);
    const vnd = await queryAdvList({ side: 'SELL', asset: 'USDT', fiat: 'VND', size: 100 });
    expect(vnd.list.every((ad) => new Decimal(ad.price).gt(24_000) && new Decimal(ad.price).lt(26_000))).toBe(true);
  });

  it('sorts by the best price for the taker by default, or as asked', async () => {
    expect(
      isSorted(prices((await queryAdvList({ side: 'BUY', asset: 'ETH', fiat: 'EUR', size: 100 })).list), true),
    ).toBe(true);
    expect(
      isSorted(prices((await queryAdvList({ side: 'SELL', asset: 'ETH', fiat: 'EUR', size: 100 })).list), false),
    ).toBe(true);
    expect(
      isSorted(
        prices((await queryAdvList({ side: 'BUY', asset: 'ETH', fiat: 'EUR', sort: 'PRICE_DESC', size: 100 })).list),
        false,
      ),
    ).toBe(true);
  });

  it('sorts by completion rate, trades or release time over every page, ties by the better price then adNo', async () => {
    const request = { side: 'SELL' as const, asset: 'USDT', fiat: 'EUR' };
    const key = {
      COMPLETION_RATE_DESC: (ad: Advertisement) => new Decimal(ad.advertiser.completionRate).neg(),
      TRADES_DESC: (ad: Advertisement) => new Decimal(-ad.advertiser.totalTrades),
      RELEASE_TIME_ASC: (ad: Advertisement) => new Decimal(ad.advertiser.avgReleaseMinutes),
    };
    for (const [sort, of] of Object.entries(key) as Array<[keyof typeof key, (ad: Advertisement) => Decimal]>) {
      const all = (await queryAdvList({ ...request, sort, size: 100 })).list;
      for (let i = 1; i < all.length; i += 1) {
        const [a, b] = [all[i - 1]!, all[i]!];
        const order = of(a).cmp(of(b));
        expect({ sort, order: order <= 0 }).toEqual({ sort, order: true });
        // Selling, the better price is the higher one; then the ad number.
        if (order === 0)
          expect(new Decimal(a.price).gt(b.price) || (a.price === b.price && a.adNo < b.adNo)).toBe(true);
      }
      const pages = [1, 2, 3].map((page) => queryAdvList({ ...request, sort, page, size: 15 }));
      const paged = (await Promise.all(pages)).flatMap((p) => p.list.map((ad) => ad.adNo));
      expect(paged).toEqual(all.map((ad) => ad.adNo));
    }
  });

  it('narrows to online or verified advertisers, and to ads that take any of several payment methods', async () => {
    const base = { side: 'BUY' as const, asset: 'USDT', fiat: 'EUR', size: 100 };
    const all = (await queryAdvList(base)).list;
    const online = (await queryAdvList({ ...base, onlineOnly: true })).list;
    expect(online.length).toBeGreaterThan(0);
    expect(online.length).toBeLessThan(all.length);
    expect(online.every((ad) => ad.advertiser.online)).toBe(true);
    const verified = (await queryAdvList({ ...base, verifiedOnly: true })).list;
    expect(verified.every((ad) => ad.advertiser.kycVerified)).toBe(true);
    expect(verified.length).toBe(all.filter((ad) => ad.advertiser.kycVerified).length);
    const either = (await queryAdvList({ ...base, payMethods: ['WISE', 'SEPA'] })).list;
    expect(either.length).toBe(all.filter((ad) => ad.payMethods.some((m) => ['WISE', 'SEPA'].includes(m.code))).length);
    const bad = await rawCall('POST', '/api/ctc/query-adv-list', { as: null, json: { ...base, payMethods: [] } });
    expect([bad.status, codeOf(bad)]).toEqual([400, 400]);
  });

  it('filters by amount within the limits and by payment method', async () => {
    const byAmount = await queryAdvList({ side: 'BUY', asset: 'USDT', fiat: 'USD', amount: '2000', size: 100 });
    expect(byAmount.total).toBeGreaterThan(0);
    expect(byAmount.total).toBeLessThan(40);
    expect(byAmount.list.every((ad) => new Decimal(ad.minLimit).lte(2000) && new Decimal(ad.maxLimit).gte(2000))).toBe(
      true,
    );
    const wise = await queryAdvList({ side: 'BUY', asset: 'USDT', fiat: 'EUR', payMethod: 'WISE', size: 100 });
    expect(wise.total).toBeGreaterThan(0);
    expect(wise.list.every((ad) => ad.payMethods.some((m) => m.code === 'WISE'))).toBe(true);
  });

  it('pages with page and size; size above 100 is a 400', async () => {
    const all = await queryAdvList({ side: 'SELL', asset: 'BTC', fiat: 'VND', size: 40 });
    const page2 = await queryAdvList({ side: 'SELL', asset: 'BTC', fiat: 'VND', page: 2, size: 15 });
    expect(page2).toMatchObject({ page: 2, size: 15, total: 40 });
    expect(page2.list.map((a) => a.adNo)).toEqual(all.list.slice(15, 30).map((a) => a.adNo));
    expect((await queryAdvList({ side: 'SELL', asset: 'BTC', fiat: 'VND', page: 3, size: 20 })).list).toEqual([]);
    // Sent raw: the app's own client must never send what the contract refuses (tests/support/contract-guard.ts).
    const tooBig = await rawCall('POST', '/api/ctc/query-adv-list', {
      as: null,
      json: { side: 'SELL', asset: 'BTC', fiat: 'VND', size: 101 },
    });
    expect([tooBig.status, codeOf(tooBig)]).toEqual([400, 400]);
  });

  it('keeps every ad consistent with the contract amount rule and has one or two hostile remarks', async () => {
    const hostile: string[] = [];
    for (const side of ['BUY', 'SELL'] as const) {
      for (const asset of ['USDT', 'BTC', 'ETH']) {
        for (const fiat of ['USD', 'EUR', 'VND']) {
          for (const ad of (await queryAdvList({ side, asset, fiat, size: 100 })).list) {
            expect(new Decimal(ad.minLimit).lt(ad.maxLimit)).toBe(true);
            expect(new Decimal(ad.remaining).lte(ad.quantity)).toBe(true);
            expect(new Decimal(ad.advertiser.completionRate).lte(1)).toBe(true);
            if (ad.remark.includes('<img')) hostile.push(ad.adNo);
          }
        }
      }
    }
    expect(hostile.length).toBeGreaterThanOrEqual(1);
    expect(hostile.length).toBeLessThanOrEqual(2);
  });

  it('is deterministic across resets', async () => {
    const first = await queryAdvList({ side: 'BUY', asset: 'USDT', fiat: 'USD', size: 5 });
    resetMockState();
    expect(await queryAdvList({ side: 'BUY', asset: 'USDT', fiat: 'USD', size: 5 })).toEqual(first);
  });
});

describe('query-advertise-detail', () => {
  it('returns the ad by number, and 30009 for an unknown one', async () => {
    const [ad] = (await queryAdvList({ side: 'SELL', asset: 'USDT', fiat: 'EUR', size: 1 })).list;
    expect(await getAdvertiseDetail({ adNo: ad!.adNo })).toEqual(ad);
    expect(await codeOfFailure(getAdvertiseDetail({ adNo: 'AD00000000000000' }))).toBe(30009);
  });
});
