import type Decimal from 'decimal.js';
import { findCrypto, findFiat } from '../fixtures/currencies';
import { dec } from './money';

// The market price as the client derives it from the public rates (contract PublicRate): the asset's USD rate over
// the fiat's, so an ad's floating price and the price the page shows are the same number.

/** A fiat's public rate: the USD value of one unit, at most 8 decimals. */
export function fiatUsdRate(perUsd: string): string {
  return dec(1).div(perUsd).toDecimalPlaces(8).toFixed();
}

/** Units of `fiat` per one `asset`, unrounded; undefined for a code the fixtures lack. */
export function marketPrice(asset: string, fiat: string): Decimal | undefined {
  const crypto = findCrypto(asset);
  const currency = findFiat(fiat);
  if (!crypto || !currency) return undefined;
  return dec(crypto.usdPrice).div(fiatUsdRate(currency.perUsd));
}
