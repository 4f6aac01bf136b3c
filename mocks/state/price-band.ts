import type { MakerAdRecord, MarketRates } from './types';
import { fiatScale, marketPrice } from './market-price';
import { dec, fixed } from './money';

// The band a user's price must keep around the market price (docs/product-rules.md §18.3): checked when an ad is
// posted or put online, and watched while it is listed, since the market moves under a fixed price.

export const PRICE_BAND_PERCENT = { min: '-20', max: '20' } as const;

type Priced = Pick<MakerAdRecord, 'asset' | 'fiat' | 'priceType' | 'fixedPrice'>;

/** The lowest and highest price allowed now, at the fiat's scale; undefined without a market price. */
export function priceBand(market: MarketRates, asset: string, fiat: string): { low: string; high: string } | undefined {
  const price = marketPrice(market, asset, fiat);
  if (!price) return undefined;
  const at = (percent: string) => fixed(price.mul(dec(100).plus(percent)).div(100), fiatScale(fiat));
  return { low: at(PRICE_BAND_PERCENT.min), high: at(PRICE_BAND_PERCENT.max) };
}

/** A fixed price the market left behind; a floating one moves with it and its premium is already in the band. */
export function outOfBand(ad: Priced, market: MarketRates): boolean {
  if (ad.priceType !== 'FIXED') return false;
  const band = priceBand(market, ad.asset, ad.fiat);
  const price = dec(ad.fixedPrice ?? '0');
  return band !== undefined && (price.lt(band.low) || price.gt(band.high));
}
