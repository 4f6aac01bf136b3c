import type { AdSide, Advertisement } from '@/api/generated/models';
import { findFiat } from '../fixtures/currencies';
import { payMethod } from '../fixtures/payment-methods';
import { mockAccountSummary } from './account-record';
import { marketPrice } from './market-price';
import { dec, fixed, floorTo } from './money';
import type { MakerAdRecord, MockState, UserState } from './types';

// What a user's own ad (docs/product-rules.md §18) is worth and how takers see it. The store is passed in, so that
// the seed can list ads while the store is being built.

export const fiatScale = (fiat: string) => findFiat(fiat)?.scale ?? 2;

const opposite = (side: AdSide): AdSide => (side === 'SELL' ? 'BUY' : 'SELL');

/** The unit price takers get: the typed one, or the market price moved by the premium, at the fiat's scale. */
export function currentPrice(
  ad: Pick<MakerAdRecord, 'asset' | 'fiat' | 'priceType' | 'fixedPrice' | 'premiumPercent'>,
) {
  if (ad.priceType === 'FIXED') return dec(ad.fixedPrice ?? '0');
  const market = marketPrice(ad.asset, ad.fiat) ?? dec(0);
  return dec(fixed(market.mul(dec(100).plus(ad.premiumPercent ?? '0')).div(100), fiatScale(ad.fiat)));
}

export const remainingOf = (ad: MakerAdRecord) => dec(ad.quantity).minus(ad.frozen).minus(ad.traded);

export const soldOut = (ad: MakerAdRecord) => remainingOf(ad).mul(currentPrice(ad)).lt(ad.minLimit);

/** The platform pauses a listed ad whose remainder no longer fills the minimum order. */
export function settle(ad: MakerAdRecord): void {
  if (ad.status === 'ONLINE' && soldOut(ad)) {
    ad.status = 'PAUSED';
    ad.pauseReason = 'SOLD_OUT';
  }
  if (ad.status !== 'PAUSED') delete ad.pauseReason;
}

/** The ad as takers see it: their side, and a maximum no larger than what remains is worth. */
function toPublicAd(ad: MakerAdRecord, owner: UserState, state: MockState): Advertisement {
  const price = currentPrice(ad);
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
  settle(ad);
  const owner = state.users.get(ad.ownerId);
  if (owner && ad.status === 'ONLINE') state.ads.set(ad.adNo, toPublicAd(ad, owner, state));
  else state.ads.delete(ad.adNo);
}
