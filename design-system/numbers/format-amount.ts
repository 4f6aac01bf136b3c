import Decimal from 'decimal.js';
import { assetDecimals, DEFAULT_DECIMALS } from './asset-decimals';
import { localeSymbols } from './locale-symbols';
import { toMoney } from './money';

export interface FormatAmountOptions {
  /** Digits after the decimal point; defaults to the asset's (asset-decimals.ts), else 2. */
  decimals?: number;
  asset?: string;
  locale?: string;
  /** 'down' never shows more than a balance holds. */
  rounding?: 'half-up' | 'down';
  trimZeros?: boolean;
}

export const NO_AMOUNT = '—';

/** The integer part is grouped as a BigInt, never a JS number, so 30-digit amounts keep every digit. */
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
