import type Decimal from 'decimal.js';
import type { AdRules, MyAd } from '@/api/generated/models';
import { payMethod } from '../fixtures/payment-methods';
import { freeze, unfreeze } from './balances';
import { BIZ, MockBizError } from './business-codes';
import { currentPrice, listOnBook, remainingOf, settle, soldOut } from './maker-ad-view';
import { fiatScale } from './market-price';
import { advanceOrder } from './order-engine';
import { isOpen } from './order-view';
import { dec, fixed, floorTo } from './money';
import { PRICE_BAND_PERCENT, priceBand } from './price-band';
import { getState } from './store';
import type { MakerAdRecord, UserState } from './types';

// A user's own ads (docs/product-rules.md §18): the record is the maker's view; an ONLINE ad with something left is
// copied into the public book, which the list, the detail page and createOrder read.

export const AD_RULES: AdRules = {
  priceBandPercent: { ...PRICE_BAND_PERCENT },
  payWindowMinutes: [15, 30, 45, 60, 120, 180],
  maxOnlineAdsPerSideAndPair: 2,
  maxOpenAds: 20,
  maxPayMethods: 5,
  remarkMaxLength: 1000,
  autoReplyMaxLength: 500,
};

/** Maker ads are numbered apart from the seeded ones (AD + 6 digits) and the 10,000-ad book. */
const adNumberOf = (seq: number) => `ADM${String(seq).padStart(8, '0')}`;

/** 30022: a premium, or a fixed price's distance from the market, outside the band. */
export function checkPriceBand(ad: Parameters<typeof currentPrice>[0]): void {
  const { min, max } = AD_RULES.priceBandPercent;
  if (ad.priceType === 'FLOATING') {
    const premium = dec(ad.premiumPercent ?? 'NaN');
    if (premium.isNaN() || premium.lt(min) || premium.gt(max))
      throw new MockBizError(BIZ.AD_PRICE_OUT_OF_BAND, `The premium must be between ${min}% and ${max}%.`);
    return;
  }
  const band = priceBand(getState().market, ad.asset, ad.fiat);
  if (!band) return;
  const price = dec(ad.fixedPrice ?? '0');
  if (price.lt(band.low) || price.gt(band.high))
    throw new MockBizError(
      BIZ.AD_PRICE_OUT_OF_BAND,
      `The price must be within ${max}% of the market price: between ${band.low} and ${band.high} ${ad.fiat}.`,
    );
}

/** 30025: the minimum above the maximum, or the maximum above what the quantity is worth. */
export function checkOrderLimits(ad: MakerAdRecord): void {
  const worth = remainingOf(ad).plus(ad.frozen).mul(currentPrice(ad, getState().market));
  if (dec(ad.minLimit).lte(0) || dec(ad.minLimit).gt(ad.maxLimit))
    throw new MockBizError(BIZ.AD_ORDER_LIMITS_INVALID, 'The minimum order must be above 0 and at most the maximum.');
  if (dec(ad.maxLimit).gt(floorTo(worth, fiatScale(ad.fiat))))
    throw new MockBizError(
      BIZ.AD_ORDER_LIMITS_INVALID,
      `The maximum order cannot be more than the quantity is worth: ${fixed(worth, fiatScale(ad.fiat))} ${ad.fiat}.`,
    );
}

/** 30023 and 30025, checked whenever an ad is to be listed. */
export function checkCanGoOnline(ad: MakerAdRecord): void {
  if (soldOut(ad, getState().market))
    throw new MockBizError(
      BIZ.AD_ORDER_LIMITS_INVALID,
      'What remains does not fill the minimum order. Raise the quantity or lower the minimum.',
    );
  const online = [...getState().makerAds.values()].filter(
    (other) =>
      other.adNo !== ad.adNo &&
      other.ownerId === ad.ownerId &&
      other.status === 'ONLINE' &&
      other.makerSide === ad.makerSide &&
      other.asset === ad.asset &&
      other.fiat === ad.fiat,
  );
  if (online.length >= AD_RULES.maxOnlineAdsPerSideAndPair)
    throw new MockBizError(
      BIZ.AD_LIMIT_REACHED,
      `You already have ${AD_RULES.maxOnlineAdsPerSideAndPair} ads online for this side and pair. Take one offline first.`,
    );
}

export function checkAdvertiser(user: UserState): void {
  if (user.traderStatus !== 'ACTIVE')
    throw new MockBizError(BIZ.NOT_ADVERTISER, 'Only advertisers can post ads. Become an advertiser first.');
}

export function checkOpenAdsLimit(user: UserState): void {
  const open = [...getState().makerAds.values()].filter(
    (ad) => ad.ownerId === user.profile.userId && ad.status !== 'CLOSED',
  );
  if (open.length >= AD_RULES.maxOpenAds)
    throw new MockBizError(BIZ.AD_LIMIT_REACHED, `You can have at most ${AD_RULES.maxOpenAds} ads. Close one first.`);
}

/** A sell ad's remaining quantity sits in the maker's frozen balance; a change of it moves the difference. */
export function reserveDifference(user: UserState, ad: MakerAdRecord, before: Decimal.Value, after: Decimal.Value) {
  if (ad.makerSide !== 'SELL') return;
  const delta = dec(after).minus(before);
  if (delta.gt(0)) {
    const available = user.balances.get(ad.asset)?.available ?? '0';
    if (delta.gt(available))
      throw new MockBizError(BIZ.INSUFFICIENT_BALANCE, `Insufficient balance: ${available} ${ad.asset} available.`);
    freeze(user, ad.asset, delta.toFixed());
  } else if (delta.lt(0)) unfreeze(user, ad.asset, delta.neg().toFixed());
}

/** The ad a user owns, or 30009 (another user's ad is as unknown as a number never given). */
export function findOwnAd(user: UserState, adNo: unknown): MakerAdRecord {
  const ad = typeof adNo === 'string' ? getState().makerAds.get(adNo) : undefined;
  if (!ad || ad.ownerId !== user.profile.userId)
    throw new MockBizError(BIZ.AD_NOT_FOUND, 'This ad was not found among yours.');
  return ad;
}

export function nextAdNumber(): string {
  const state = getState();
  return adNumberOf(state.seq.ad++);
}

/** Puts the ad's public copy in the book, or takes it out, as its state says. */
export const listMakerAd = (ad: MakerAdRecord) => listOnBook(ad, getState());

export function toMyAd(ad: MakerAdRecord): MyAd {
  const now = Date.now();
  // Its orders first apply what is due (an unpaid one past its deadline gives its quantity back).
  const orders = [...getState().orders.values()].filter((order) => order.adNo === ad.adNo);
  const ordersInProgress = orders.map((order) => advanceOrder(order, now)).filter(isOpen).length;
  settle(ad, getState().market);
  return {
    adNo: ad.adNo,
    makerSide: ad.makerSide,
    asset: ad.asset,
    fiat: ad.fiat,
    priceType: ad.priceType,
    price: currentPrice(ad, getState().market).toFixed(),
    ...(ad.priceType === 'FLOATING' ? { premiumPercent: ad.premiumPercent } : {}),
    quantity: ad.quantity,
    remaining: remainingOf(ad).toFixed(),
    frozen: ad.frozen,
    minLimit: ad.minLimit,
    maxLimit: ad.maxLimit,
    payMethods: ad.payMethodCodes.flatMap((code) => payMethod(code) ?? []),
    ...(ad.userPaymentIds ? { userPaymentIds: [...ad.userPaymentIds] } : {}),
    payWindowMinutes: ad.payWindowMinutes,
    remark: ad.remark,
    autoReply: ad.autoReply,
    takerConditions: { ...ad.takerConditions },
    status: ad.status,
    ...(ad.pauseReason ? { pauseReason: ad.pauseReason } : {}),
    ordersInProgress,
    createdAt: new Date(ad.createdAt).toISOString(),
    updatedAt: new Date(ad.updatedAt).toISOString(),
  };
}
