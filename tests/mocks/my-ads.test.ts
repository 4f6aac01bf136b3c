import Decimal from 'decimal.js';
import { queryAdvList } from '@/api/generated/endpoints/ads/ads';
import { getPublicRates } from '@/api/generated/endpoints/market/market';
import {
  applyAdvertiser,
  changeAdStatus,
  closeAd,
  createAd,
  getAdRules,
  getMyAd,
  getMyAds,
  updateAd,
} from '@/api/generated/endpoints/my-ads/my-ads';
import { createOrder } from '@/api/generated/endpoints/orders/orders';
import type { CreateAdRequest } from '@/api/generated/models';
import { getUserInfo } from '@/api/generated/endpoints/session/session';
import { resetMockState } from '@mocks/state/store';
import { restoreState, snapshotState, type MockSnapshot } from '@mocks/state/snapshot';
import { signInClient, startMocks } from './mock-harness';
import { codeOfFailure, key, usdtBalance } from './trade-helpers';

// The maker side (docs/product-rules.md §18): a trader's own ads, their rules, and how they reach other users' lists.

startMocks({ counterpartyDelayMs: 0 });
beforeEach(() => signInClient('trader'));

const CODES = { smsCode: '482915', emailCode: '518204', googleCode: '730214' };

const floatingSell = (overrides: Partial<CreateAdRequest> = {}): CreateAdRequest => ({
  makerSide: 'SELL',
  asset: 'USDT',
  fiat: 'EUR',
  priceType: 'FLOATING',
  premiumPercent: '1.5',
  quantity: '400',
  minLimit: '20',
  maxLimit: '300',
  userPaymentIds: ['7730014'],
  payWindowMinutes: 15,
  remark: 'Pay from an account in your own name.',
  autoReply: 'Hello! Please pay within 15 minutes.',
  takerConditions: { kycRequired: true, minRegisteredDays: 0, maxOpenOrders: 0 },
  clientRequestId: key('ad'),
  verifyCodes: CODES,
  ...overrides,
});

/** The USDT price in EUR as the page derives it from the public rates. */
async function marketUsdtEur(): Promise<Decimal> {
  const rates = await getPublicRates({ assets: 'USDT,EUR' });
  const rate = (code: string) => new Decimal(rates.find((r) => r.asset === code)!.rate);
  return rate('USDT').div(rate('EUR'));
}

const eurBuyList = async () => (await queryAdvList({ side: 'BUY', asset: 'USDT', fiat: 'EUR', size: 100 })).list;

it('gives the trader an ad in each state after a reset, newest first, and the rules to keep', async () => {
  const page = await getMyAds({});
  expect(page.list.map((ad) => [ad.adNo, ad.status, ad.pauseReason])).toEqual([
    ['ADM00000003', 'ONLINE', undefined],
    ['ADM00000002', 'OFFLINE', undefined],
    ['ADM00000001', 'PAUSED', 'SOLD_OUT'],
  ]);
  expect((await getMyAds({ statuses: ['OFFLINE'] })).list.map((ad) => ad.adNo)).toEqual(['ADM00000002']);
  expect((await getMyAds({ makerSide: 'SELL' })).list.map((ad) => ad.adNo)).toEqual(['ADM00000001']);
  expect(await getAdRules()).toMatchObject({
    priceBandPercent: { min: '-20', max: '20' },
    maxOnlineAdsPerSideAndPair: 2,
  });
});

it('posts a floating sell ad: its price follows the market, its quantity is reserved, and other users can take it', async () => {
  const before = await usdtBalance();
  const ad = await createAd(floatingSell());
  const market = await marketUsdtEur();
  expect(ad).toMatchObject({ status: 'ONLINE', priceType: 'FLOATING', premiumPercent: '1.5', remaining: '400' });
  expect(ad.price).toBe(market.mul('1.015').toFixed(2));
  expect((await usdtBalance()).available.toFixed()).toBe(before.available.minus(400).toFixed());
  expect((await eurBuyList()).some((listed) => listed.adNo === ad.adNo)).toBe(false); // not to its own maker

  signInClient('sub-user');
  const listed = (await eurBuyList()).find((other) => other.adNo === ad.adNo);
  expect(listed).toMatchObject({ side: 'BUY', price: ad.price, priceType: 'FLOATING', premiumPercent: '1.5' });
  expect(listed?.takerConditions).toEqual({ kycRequired: true, minRegisteredDays: 0, maxOpenOrders: 0 });

  signInClient('trader');
  await changeAdStatus({ adNo: ad.adNo, status: 'OFFLINE' });
  signInClient('sub-user');
  expect((await eurBuyList()).some((other) => other.adNo === ad.adNo)).toBe(false);
});

it('returns the same ad for a repeated request, and needs the codes every time', async () => {
  const request = floatingSell({ makerSide: 'BUY', payMethodCodes: ['SEPA'], userPaymentIds: undefined });
  const first = await createAd(request);
  expect((await createAd(request)).adNo).toBe(first.adNo);
  expect(await codeOfFailure(createAd({ ...request, clientRequestId: key('ad'), verifyCodes: undefined }))).toBe(30001);
});

it('refuses an ad outside the rules with the code that says why, and reserves nothing', async () => {
  const before = await usdtBalance();
  expect(await codeOfFailure(createAd(floatingSell({ premiumPercent: '25' })))).toBe(30022);
  const market = await marketUsdtEur();
  const tooCheap = market.mul('0.7').toFixed(2);
  expect(await codeOfFailure(createAd(floatingSell({ priceType: 'FIXED', price: tooCheap })))).toBe(30022);
  expect(await codeOfFailure(createAd(floatingSell({ minLimit: '400', maxLimit: '300' })))).toBe(30025);
  expect(await codeOfFailure(createAd(floatingSell({ maxLimit: '5000' })))).toBe(30025);
  expect(await codeOfFailure(createAd(floatingSell({ quantity: '999999' })))).toBe(30003);
  expect(await codeOfFailure(createAd(floatingSell({ payWindowMinutes: 17 })))).toBe(30000);
  expect(await codeOfFailure(createAd(floatingSell({ userPaymentIds: ['1'] })))).toBe(30000);
  expect((await usdtBalance()).available.toFixed()).toBe(before.available.toFixed());
});

it('keeps at most two ads online per side and pair', async () => {
  await createAd(floatingSell({ quantity: '100', maxLimit: '90' }));
  await createAd(floatingSell({ quantity: '100', maxLimit: '90' }));
  expect(await codeOfFailure(createAd(floatingSell({ quantity: '100', maxLimit: '90' })))).toBe(30023);
  const offline = await createAd(floatingSell({ quantity: '100', maxLimit: '90', status: 'OFFLINE' }));
  expect(await codeOfFailure(changeAdStatus({ adNo: offline.adNo, status: 'ONLINE' }))).toBe(30023);
});

it('edits an ad and shows the new terms to takers at once', async () => {
  const ad = await createAd(floatingSell());
  const edited = await updateAd({ adNo: ad.adNo, priceType: 'FIXED', price: '0.95', clientRequestId: key('edit') });
  expect(edited).toMatchObject({ priceType: 'FIXED', price: '0.95' });
  expect(edited.premiumPercent).toBeUndefined();
  const raised = await updateAd({ adNo: ad.adNo, quantity: '500', clientRequestId: key('edit') });
  expect(raised.remaining).toBe('500');
  signInClient('sub-user');
  expect((await eurBuyList()).find((other) => other.adNo === ad.adNo)).toMatchObject({
    price: '0.95',
    remaining: '500',
  });
});

it('closes an ad for good and gives its remaining quantity back', async () => {
  const before = await usdtBalance();
  const ad = await createAd(floatingSell());
  const closed = await closeAd({ adNo: ad.adNo });
  expect(closed.status).toBe('CLOSED');
  expect(await closeAd({ adNo: ad.adNo })).toMatchObject({ status: 'CLOSED' }); // harmless twice
  expect((await usdtBalance()).available.toFixed()).toBe(before.available.toFixed());
  expect(await codeOfFailure(changeAdStatus({ adNo: ad.adNo, status: 'ONLINE' }))).toBe(30005);
  expect(await codeOfFailure(updateAd({ adNo: ad.adNo, remark: 'x', clientRequestId: key('edit') }))).toBe(30005);
  expect((await getMyAds({})).list.some((listed) => listed.adNo === ad.adNo)).toBe(false);
  expect((await getMyAds({ statuses: ['CLOSED'] })).list.map((listed) => listed.adNo)).toEqual([ad.adNo]);
});

it('hides one trader’s ads from another trader’s My ads', async () => {
  signInClient('sub-user');
  expect((await getMyAds({})).total).toBe(0);
  expect(await codeOfFailure(getMyAd({ adNo: 'ADM00000003' }))).toBe(30009);
});

it('lets a main account become an advertiser, never a sub-account or one that misses a gate', async () => {
  signInClient('sub-user');
  expect(await codeOfFailure(applyAdvertiser({ acceptAdvertiserTerms: true }))).toBe(30024);
  expect(await codeOfFailure(createAd(floatingSell()))).toBe(30024);
  signInClient('new-user');
  expect(await codeOfFailure(applyAdvertiser({ acceptAdvertiserTerms: true }))).toBe(30004);
  signInClient('institution');
  expect(await codeOfFailure(applyAdvertiser({ acceptAdvertiserTerms: true }))).toBe(30007);
  signInClient('trader');
  expect(await applyAdvertiser({ acceptAdvertiserTerms: true })).toEqual({ traderStatus: 'ACTIVE' });
  expect((await getUserInfo()).traderStatus).toBe('ACTIVE');
});

it('keeps the ads and their public copies across a snapshot', async () => {
  const ad = await createAd(floatingSell());
  const json = JSON.stringify(snapshotState());
  resetMockState();
  restoreState(JSON.parse(json) as MockSnapshot);
  expect(await getMyAd({ adNo: ad.adNo })).toMatchObject({ status: 'ONLINE', remaining: '400' });
  signInClient('sub-user');
  expect((await eurBuyList()).some((other) => other.adNo === ad.adNo)).toBe(true);
});

it('refuses an order from a taker who does not meet the ad’s conditions, with 30027', async () => {
  const withConditions = async (takerConditions: CreateAdRequest['takerConditions']) =>
    (await createAd(floatingSell({ quantity: '100', maxLimit: '90', takerConditions }))).adNo;
  const oldAccounts = await withConditions({ kycRequired: false, minRegisteredDays: 90, maxOpenOrders: 0 });
  const fewOrders = await withConditions({ kycRequired: true, minRegisteredDays: 30, maxOpenOrders: 1 });
  const order = (adNo: string) =>
    createOrder({ adNo, side: 'BUY', fiatAmount: '50', payMethodCode: 'SEPA', clientOrderId: key('taker') });
  // The sub-account was opened 40 days before the mocks' start: too young for the first ad, old enough for the second.
  signInClient('sub-user');
  expect(await codeOfFailure(order(oldAccounts))).toBe(30027);
  expect((await order(fewOrders)).orderId).toMatch(/^\d+$/); // no order in progress yet
  expect(await codeOfFailure(order(fewOrders))).toBe(30027); // now one
});
