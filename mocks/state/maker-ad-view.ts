import type { AdSide, Advertisement } from '@/api/generated/models';
import { payMethod } from '../fixtures/payment-methods';
import { mockAccountSummary } from './account-record';
import { fiatScale, marketPrice } from './market-price';
import { dec, fixed, floorTo } from './money';
import { outOfBand } from './price-band';
import type { MakerAdRecord, MarketRates, MockState, UserState } from './types';

// What a user's own ad (docs/product-rules.md §18) is worth and how takers see it. The store is passed in, so that
// the seed can list ads while the store is being built.

const opposite = (side: AdSide): AdSide => (side === 'SELL' ? 'BUY' : 'SELL');

/** The unit price takers get: the typed one, or the market price moved by the premium, at the fiat's scale. */
export function currentPrice(
  ad: Pick<MakerAdRecord, 'asset' | 'fiat' | 'priceType' | 'fixedPrice' | 'premiumPercent'>,
  market: MarketRates,
) {
  if (ad.priceType === 'FIXED') return dec(ad.fixedPrice ?? '0');
  const price = marketPrice(market, ad.asset, ad.fiat) ?? dec(0);
  return dec(fixed(price.mul(dec(100).plus(ad.premiumPercent ?? '0')).div(100), fiatScale(ad.fiat)));
}

export const remainingOf = (ad: MakerAdRecord) => dec(ad.quantity).minus(ad.frozen).minus(ad.traded);

export const soldOut = (ad: MakerAdRecord, market: MarketRates) =>
  remainingOf(ad).mul(currentPrice(ad, market)).lt(ad.minLimit);

/**
 * The platform pauses a listed ad whose remainder no longer fills the minimum order, or whose fixed price the market
 * left outside the band (docs/product-rules.md §18.6).
 */
export function settle(ad: MakerAdRecord, market: MarketRates): void {
  if (ad.status === 'ONLINE' && soldOut(ad, market)) {
    ad.status = 'PAUSED';
    ad.pauseReason = 'SOLD_OUT';
  } else if (ad.status === 'ONLINE' && outOfBand(ad, market)) {
    ad.status = 'PAUSED';
    ad.pauseReason = 'PRICE_OUT_OF_BAND';
  }
  if (ad.status !== 'PAUSED') delete ad.pauseReason;
}

/** The ad as takers see it: their side, and a maximum no larger than what remains is worth. */
function toPublicAd(ad: MakerAdRecord, owner: UserState, state: MockState): Advertisement {
  const price = currentPrice(ad, state.market);
  const scale = fiatScale(ad.fiat);
  const worth = floorTo(remainingOf(ad).mul(price), scale);
  return {
    adNo: ad.adNo,
    side: opposite(ad.makerSide),
    asset: ad.asset,
    fiat: ad.fiat,
    price: price.toFixed(),
    quantity: ad.quantity,
    remaining: remainingOf(ad).toFixed(),
    minLimit: ad.minLimit,
    maxLimit: (worth.lt(ad.maxLimit) ? worth : dec(ad.maxLimit)).toFixed(scale),
    payWindowMinutes: ad.payWindowMinutes,
    remark: ad.remark,
    payMethods: ad.payMethodCodes.flatMap((code) => payMethod(code) ?? []),
    feeRate: '0.001',
    advertiser: mockAccountSummary(state, owner.profile),
    priceType: ad.priceType,
    ...(ad.priceType === 'FLOATING' ? { premiumPercent: ad.premiumPercent } : {}),
    takerConditions: { ...ad.takerConditions },
  };
}

/** Puts the ad's public copy in the book, or takes it out, as its state says. */
export function listOnBook(ad: MakerAdRecord, state: MockState): void {
  settle(ad, state.market);
  const owner = state.users.get(ad.ownerId);
  if (owner && ad.status === 'ONLINE') state.ads.set(ad.adNo, toPublicAd(ad, owner, state));
  else state.ads.delete(ad.adNo);
}

/**
 * Lists every online user ad again at the rates quoted now, whenever takers or makers read ads: a floating price
 * follows the market and a fixed one it left behind is paused. Only users' ads, a handful, never the seeded books.
 */
export function followMarket(state: MockState): void {
  for (const ad of state.makerAds.values()) if (ad.status === 'ONLINE') listOnBook(ad, state);
}
