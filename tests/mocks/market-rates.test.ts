import Decimal from 'decimal.js';
import { getAdvertiseDetail, queryAdvList } from '@/api/generated/endpoints/ads/ads';
import { getPublicRates } from '@/api/generated/endpoints/market/market';
import { changeAdStatus, createAd, getMyAd, getMyAds, updateAd } from '@/api/generated/endpoints/my-ads/my-ads';
import { createOrder, getOrderDetails } from '@/api/generated/endpoints/orders/orders';
import type { CreateAdRequest } from '@/api/generated/models';
import { configureMocks } from '@mocks/handlers';
import { getState } from '@mocks/state/store';
import { signInClient, startMocks } from './mock-harness';
import { codeOfFailure, key } from './trade-helpers';

// The market rates and a maker’s ads on them (docs/product-rules.md §18.6): under live-market the rates move
// with the book, a floating price follows them wherever it is read, and a fixed price they leave behind is paused.

startMocks({ counterpartyDelayMs: 0 });
beforeEach(() => signInClient('trader'));

const CODES = { smsCode: '482915', emailCode: '518204', googleCode: '730214' };
const BTC_USD_FIXTURE = '84250.12';

/** The trader sells 0.1 BTC for EUR, paid by SEPA, at 1.5 % over the market unless told otherwise. */
const btcSellAd = (overrides: Partial<CreateAdRequest> = {}): CreateAdRequest => ({
  makerSide: 'SELL',
  asset: 'BTC',
  fiat: 'EUR',
  priceType: 'FLOATING',
  premiumPercent: '1.5',
  quantity: '0.1',
  minLimit: '100',
  maxLimit: '5000',
  userPaymentIds: ['7730014'],
  payWindowMinutes: 15,
  clientRequestId: key('ad'),
  verifyCodes: CODES,
  ...overrides,
});

/** The BTC price in EUR as the page derives it from the public rates, with the BTC rate it came from. */
async function marketBtcEur(): Promise<{ btcUsd: string; price: Decimal }> {
  const rates = await getPublicRates({ assets: 'BTC,EUR' });
  const rate = (code: string) => rates.find((r) => r.asset === code)!.rate;
  return { btcUsd: rate('BTC'), price: new Decimal(rate('BTC')).div(rate('EUR')) };
}

const floatingPrice = (market: Decimal, premiumPercent: string) =>
  market.mul(new Decimal(100).plus(premiumPercent)).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed();

/** The trader's ad as another user finds it on their Buy tab (first page), if it is listed. */
async function listedForTaker(adNo: string) {
  signInClient('sub-user');
  const page = await queryAdvList({ side: 'BUY', asset: 'BTC', fiat: 'EUR', size: 100 });
  signInClient('trader');
  return page.list.find((ad) => ad.adNo === adNo);
}

describe('live-market', () => {
  beforeEach(() => configureMocks({ scenario: 'live-market' }));

  it('moves the rates with each list read, and a floating ad follows them for takers, its maker and its orders', async () => {
    const { adNo } = await createAd(btcSellAd());

    const first = (await listedForTaker(adNo))!;
    const atFirst = await marketBtcEur();
    expect(atFirst.btcUsd).not.toBe(BTC_USD_FIXTURE);
    expect(first.price).toBe(floatingPrice(atFirst.price, '1.5'));

    const second = (await listedForTaker(adNo))!;
    const atSecond = await marketBtcEur();
    expect(atSecond.btcUsd).not.toBe(atFirst.btcUsd);
    expect(second.price).not.toBe(first.price);
    expect(second.price).toBe(floatingPrice(atSecond.price, '1.5'));

    // The detail page and the maker's own pages read the same price; reading them moves nothing.
    expect((await getAdvertiseDetail({ adNo })).price).toBe(second.price);
    expect((await getMyAd({ adNo })).price).toBe(second.price);
    expect((await getMyAds({})).list.find((ad) => ad.adNo === adNo)?.price).toBe(second.price);

    // The order keeps the price the taker saw when placing it.
    signInClient('sub-user');
    const { orderId } = await createOrder({
      adNo,
      side: 'BUY',
      fiatAmount: '500',
      payMethodCode: 'SEPA',
      clientOrderId: key('take'),
    });
    expect((await getOrderDetails({ orderId })).price).toBe(second.price);
  });

  it('keeps the walk of the rates within half a percent over a long session', async () => {
    const seen: Decimal[] = [];
    for (let read = 0; read < 60; read += 1) {
      await queryAdvList({ side: 'BUY', asset: 'USDT', fiat: 'USD' });
      seen.push(new Decimal((await marketBtcEur()).btcUsd));
    }
    const drift = seen.map((rate) => rate.div(BTC_USD_FIXTURE).minus(1).abs());
    expect(Decimal.max(...drift).toNumber()).toBeCloseTo(0.005, 6);
    expect(drift.every((d) => d.lte('0.005'))).toBe(true);
  });
});

describe('a market that left a fixed price behind', () => {
  it('pauses the fixed ad out of the band, takes it off the list and refuses it online until the price is changed', async () => {
    const fixed = await createAd(btcSellAd({ priceType: 'FIXED', price: '78000', premiumPercent: undefined }));
    const floating = await createAd(btcSellAd({ premiumPercent: '-1' }));
    expect(await listedForTaker(fixed.adNo)).toBeDefined();

    // BTC falls to 60,000 USD: 55,200 EUR, so the band tops out at 66,240 EUR.
    getState().market.usdRates.set('BTC', '60000');
    const market = (await marketBtcEur()).price;
    expect(await listedForTaker(fixed.adNo)).toBeUndefined();
    expect(await getMyAd({ adNo: fixed.adNo })).toMatchObject({
      status: 'PAUSED',
      pauseReason: 'PRICE_OUT_OF_BAND',
      price: '78000',
    });
    expect(await codeOfFailure(changeAdStatus({ adNo: fixed.adNo, status: 'ONLINE' }))).toBe(30022);

    // The floating ad moved with the market and stays listed.
    expect((await listedForTaker(floating.adNo))?.price).toBe(floatingPrice(market, '-1'));
    expect(await getMyAd({ adNo: floating.adNo })).toMatchObject({
      status: 'ONLINE',
      price: floatingPrice(market, '-1'),
    });

    await updateAd({ adNo: fixed.adNo, price: '56000', clientRequestId: key('edit') });
    expect(await changeAdStatus({ adNo: fixed.adNo, status: 'ONLINE' })).toMatchObject({ status: 'ONLINE' });
    expect((await listedForTaker(fixed.adNo))?.price).toBe('56000');
  });
});

describe('default', () => {
  it('holds the rates and a floating price still across reads', async () => {
    const { adNo } = await createAd(btcSellAd());
    const before = await marketBtcEur();
    const first = (await listedForTaker(adNo))!;
    const second = (await listedForTaker(adNo))!;
    const after = await marketBtcEur();
    expect(before.btcUsd).toBe(BTC_USD_FIXTURE);
    expect(after.btcUsd).toBe(BTC_USD_FIXTURE);
    expect(second.price).toBe(first.price);
    expect(first.price).toBe(floatingPrice(before.price, '1.5'));
    expect((await getMyAd({ adNo })).price).toBe(first.price);
  });
});
