import Decimal from 'decimal.js';
import { D, Money, toMoney } from '@ds';

// The trade dialogs' arithmetic, in decimal.js only with amounts as strings: rounding is half-up, and the fee is
// deducted from the amount received.

export interface Pricing {
  price: string;
  /** Fee as a fraction of the crypto amount. */
  feeRate: string;
  fiatDecimals: number;
  cryptoDecimals: number;
}

const roundHalfUp = (value: Decimal, decimals: number): string => value.toFixed(decimals, Decimal.ROUND_HALF_UP);

/** A usable amount typed so far ('12.' while typing counts), or null for '' and anything that is not a number. */
function amountOf(text: string): Decimal | null {
  return text.trim() === '' ? null : toMoney(text);
}

function priceOf(pricing: Pricing): Decimal | null {
  const price = toMoney(pricing.price);
  return price && price.gt(0) ? price : null;
}

export interface BuyAmounts {
  fiat: string;
  /** The order's crypto amount before the fee. */
  gross: string;
  fee: string;
  receive: string;
}

const EMPTY_BUY: BuyAmounts = { fiat: '', gross: '', fee: '', receive: '' };

/** Rounds the gross to the crypto's decimals before taking the fee, so the numbers shown add up exactly. */
export function fromPay(pay: string, pricing: Pricing): BuyAmounts {
  const fiat = amountOf(pay);
  const price = priceOf(pricing);
  if (!fiat || !price) return { ...EMPTY_BUY, fiat: pay };
  const gross = D(roundHalfUp(fiat.div(price), pricing.cryptoDecimals));
  const fee = D(roundHalfUp(gross.times(pricing.feeRate), pricing.cryptoDecimals));
  return {
    fiat: pay,
    gross: gross.toFixed(pricing.cryptoDecimals),
    fee: fee.toFixed(pricing.cryptoDecimals),
    receive: gross.minus(fee).toFixed(pricing.cryptoDecimals),
  };
}

/** Works back to the gross whose fee leaves the typed amount; the typed text is kept as it is. */
export function fromReceive(receive: string, pricing: Pricing): BuyAmounts {
  const net = amountOf(receive);
  const price = priceOf(pricing);
  const keep = toMoney(pricing.feeRate) ? D(1).minus(pricing.feeRate) : null;
  if (!net || !price || !keep || keep.lte(0)) return { ...EMPTY_BUY, receive };
  const gross = D(roundHalfUp(net.div(keep), pricing.cryptoDecimals));
  const fee = roundHalfUp(gross.times(pricing.feeRate), pricing.cryptoDecimals);
  return {
    fiat: roundHalfUp(gross.times(price), pricing.fiatDecimals),
    gross: gross.toFixed(pricing.cryptoDecimals),
    fee,
    receive,
  };
}

/** feeRate x crypto, rounded half-up to the crypto's decimals, as the order shows it. */
export function feeFor(crypto: string, pricing: Pricing): string {
  const amount = amountOf(crypto);
  return amount ? roundHalfUp(amount.times(pricing.feeRate), pricing.cryptoDecimals) : '';
}

/** The fiat equivalent of 'I will sell', rounded to the fiat's decimals; '' when not a number. */
export function fiatFor(crypto: string, pricing: Pricing): string {
  const amount = amountOf(crypto);
  const price = priceOf(pricing);
  return amount && price ? roundHalfUp(amount.times(price), pricing.fiatDecimals) : '';
}

/** The contract's Decimal form (`^\d+(\.\d+)?$`): '12.' and '0012.50' become '12' and '12.5'. */
export function canonical(amount: string): string {
  const value = amountOf(amount);
  return value ? value.toFixed() : amount;
}

/** The smallest of the given amounts, rounded down to `decimals` (the most a Max button may fill). */
export function smallest(amounts: ReadonlyArray<string | null | undefined>, decimals: number): string | undefined {
  const values = amounts.map((a) => (a ? toMoney(a) : null)).filter((a): a is Decimal => a !== null);
  if (values.length === 0) return undefined;
  const least = Money.min(...values);
  return least.lte(0) ? '0' : least.toFixed(decimals, Decimal.ROUND_DOWN);
}

/** The crypto a fiat amount buys at the unit price, unrounded ('' when either is not a number). */
export function cryptoFor(fiat: string, pricing: Pricing): string {
  const amount = amountOf(fiat);
  const price = priceOf(pricing);
  return amount && price ? amount.div(price).toFixed() : '';
}
