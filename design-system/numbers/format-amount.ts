import Decimal from 'decimal.js';
import { assetDecimals, DEFAULT_DECIMALS } from './asset-decimals';
import { localeSymbols } from './locale-symbols';
import { toMoney } from './money';

export interface FormatAmountOptions {
  /** Digits after the decimal point; defaults to the asset's (asset-decimals.ts), else 2. */
  decimals?: number;
  /** Asset or fiat code whose decimals to use when `decimals` is not given. */
  asset?: string;
  /** BCP 47 tag of the user's language, e.g. 'de', 'zh-cn'. */
  locale?: string;
  /** 'half-up' (spec §9) or 'down' to never show more than a balance holds. */
  rounding?: 'half-up' | 'down';
  /** Drop zeros at the end of the decimal part ('1.50' -> '1.5'). */
  trimZeros?: boolean;
}

/** Shown for a missing or malformed amount. */
export const NO_AMOUNT = '—';

/**
 * Formats an amount with the locale's thousand separators (spec §9) without converting it to a JS number:
 * the integer part is grouped as a BigInt, so 30-digit amounts keep every digit.
 */
export function formatAmount(value: string | Decimal | null | undefined, options: FormatAmountOptions = {}): string {
  const amount = toMoney(value);
  if (!amount) return NO_AMOUNT;
  const decimals = options.decimals ?? (options.asset ? assetDecimals(options.asset) : DEFAULT_DECIMALS);
  const mode = options.rounding === 'down' ? Decimal.ROUND_DOWN : Decimal.ROUND_HALF_UP;
  let fixed = amount.abs().toFixed(decimals, mode);
  if (options.trimZeros && fixed.includes('.')) fixed = fixed.replace(/\.?0+$/, '');
  const [intPart = '0', fraction] = fixed.split('.');
  const symbols = localeSymbols(options.locale);
  const grouped = symbols.grouping.format(BigInt(intPart));
  const isZero = /^[0.]*$/.test(fixed);
  const sign = amount.isNegative() && !isZero ? symbols.minus : '';
  return `${sign}${grouped}${fraction ? symbols.decimal + fraction : ''}`;
}
