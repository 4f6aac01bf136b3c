import Decimal from 'decimal.js';
import type { PercentBand } from '@/api/generated/models';
import { toMoney } from '@ds';
import type { AdFormValues } from './ad-form-values';

// How an ad's price is worked out (docs/product-rules.md §18.3): the typed price, or the market price times the
// margin, rounded half-up to the fiat's decimals, as the server does.

export function takerPrice(
  values: Pick<AdFormValues, 'priceType' | 'price' | 'margin'>,
  market: string | undefined,
  fiatScale: number,
): Decimal | null {
  if (values.priceType === 'FIXED') return toMoney(values.price);
  const base = toMoney(market);
  const margin = toMoney(values.margin);
  if (!base || !margin) return null;
  return base.mul(margin).div(100).toDecimalPlaces(fiatScale, Decimal.ROUND_HALF_UP);
}

/** The margins the band allows: −20 % … +20 % is 80 … 120 % of the market price. */
export function marginBand(band: PercentBand): { min: Decimal; max: Decimal } {
  return { min: new Decimal(100).plus(band.min), max: new Decimal(100).plus(band.max) };
}

/** The fixed prices the band allows around the market price, rounded inwards so both ends are allowed. */
export function fixedPriceBand(
  band: PercentBand,
  market: string | undefined,
  fiatScale: number,
): { min: Decimal; max: Decimal } | null {
  const base = toMoney(market);
  if (!base || base.isZero()) return null;
  const { min, max } = marginBand(band);
  return {
    min: base.mul(min).div(100).toDecimalPlaces(fiatScale, Decimal.ROUND_UP),
    max: base.mul(max).div(100).toDecimalPlaces(fiatScale, Decimal.ROUND_DOWN),
  };
}

/** The largest order the quantity can fill at the price, in fiat; the maximum limit may not exceed it (30025). */
export function largestOrder(quantity: string, price: Decimal | null, fiatScale: number): Decimal | null {
  const amount = toMoney(quantity);
  if (!amount || !price || amount.isZero()) return null;
  return amount.mul(price).toDecimalPlaces(fiatScale, Decimal.ROUND_DOWN);
}

/** How far the price is from another, as a ratio: '0.012' is 1.2 % above it. */
export function distance(price: Decimal | null, other: string | undefined): Decimal | null {
  const reference = toMoney(other);
  if (!price || !reference || reference.isZero()) return null;
  return price.minus(reference).div(reference);
}
