import type Decimal from 'decimal.js';
import { findFiat } from '../fixtures/currencies';
import { cryptoUsdRate } from './market-rates';
import { dec } from './money';
import type { MarketRates } from './types';

// The market price as the client derives it from the public rates (contract PublicRate): the asset's USD rate over
// the fiat's, so an ad's floating price and the price the page shows are the same number.

export const fiatScale = (fiat: string) => findFiat(fiat)?.scale ?? 2;

/** A fiat's public rate: the USD value of one unit, at most 8 decimals. */
export function fiatUsdRate(perUsd: string): string {
  return dec(1).div(perUsd).toDecimalPlaces(8).toFixed();
}

/** Units of `fiat` per one `asset` at the rates quoted now, unrounded; undefined for a code the mocks lack. */
export function marketPrice(market: MarketRates, asset: string, fiat: string): Decimal | undefined {
  const rate = cryptoUsdRate(market, asset);
  const currency = findFiat(fiat);
  if (rate === undefined || !currency) return undefined;
  return dec(rate).div(fiatUsdRate(currency.perUsd));
}
