import { toMoney } from '@ds';
import type { Advertisement } from '@/api/generated/models';
import { fiatFor, type Pricing } from './trade-math';

// A fiat amount A is valid when minLimit <= A <= maxLimit and A / price <= remaining (else business code 30002),
// and the crypto amount must meet the coin's smallest trade. Checked here so the trader is told before sending.

/** 'belowMin' / 'aboveMax' name the advertiser's limit in the message; 'limits' covers any other requirement. */
export type AmountProblem = 'invalid' | 'belowMin' | 'aboveMax' | 'limits' | 'balance';

export interface AmountRules extends Pricing {
  minLimit: string;
  maxLimit: string;
  remaining: string;
  /** Smallest crypto amount per order (CryptoAsset.minTradeAmount), when the currency list is known. */
  minTrade?: string;
}

/** Form messages are i18n keys; their texts live in validation.json. */
export const AMOUNT_MESSAGES: Readonly<Record<AmountProblem, string>> = {
  invalid: 'validation:invalidNumber',
  belowMin: 'validation:belowMinimum',
  aboveMax: 'validation:aboveMaximum',
  limits: 'validation:cryptoAmountLimit',
  balance: 'validation:insufficientBalance',
};
export const REQUIRED_MESSAGE = 'validation:required';

export function amountRules(
  ad: Advertisement,
  decimals: { fiat: number; crypto: number },
  minTrade?: string,
): AmountRules {
  return {
    price: ad.price,
    feeRate: ad.feeRate,
    fiatDecimals: decimals.fiat,
    cryptoDecimals: decimals.crypto,
    minLimit: ad.minLimit,
    maxLimit: ad.maxLimit,
    remaining: ad.remaining,
    minTrade,
  };
}

function positive(text: string) {
  const amount = toMoney(text);
  return amount && !amount.isNegative() ? amount : null;
}

function outsideAdvertiser(fiatText: string, cryptoText: string, rules: AmountRules): AmountProblem | null {
  const fiat = positive(fiatText);
  const crypto = positive(cryptoText);
  if (!fiat || !crypto || crypto.isZero()) return 'limits';
  if (fiat.lt(rules.minLimit)) return 'belowMin';
  if (fiat.gt(rules.maxLimit)) return 'aboveMax';
  if (crypto.gt(rules.remaining)) return 'limits';
  return rules.minTrade !== undefined && crypto.lt(rules.minTrade) ? 'limits' : null;
}

/** Buy: the fiat the user pays; the crypto it buys is pay / price before rounding, as the server checks. */
export function checkBuyAmount(pay: string, rules: AmountRules): AmountProblem | null {
  const fiat = positive(pay);
  if (!fiat) return 'invalid';
  const price = toMoney(rules.price);
  const crypto = price && price.gt(0) ? fiat.div(price).toFixed() : '';
  return outsideAdvertiser(pay, crypto, rules);
}

export function checkSellAmount(sell: string, rules: AmountRules, balance: string | undefined): AmountProblem | null {
  const amount = positive(sell);
  if (!amount) return 'invalid';
  const outside = outsideAdvertiser(fiatFor(sell, rules), sell, rules);
  if (outside) return outside;
  const available = balance === undefined ? null : toMoney(balance);
  return available && amount.gt(available) ? 'balance' : null;
}
