import Decimal from 'decimal.js';

/**
 * The one decimal.js configuration of the app (spec §9: precision 20, rounding half-up). A clone, so no other
 * library's use of the global Decimal is affected. Amounts travel as strings and become Money only here
 * (STYLE.md convention 12).
 */
export const Money = Decimal.clone({ precision: 20, rounding: Decimal.ROUND_HALF_UP });
export type Money = Decimal;

/** Shorthand: D('1.23'). */
export function D(value: Decimal.Value): Decimal {
  return new Money(value);
}

/**
 * The widest amount the app reads: 100 digits either side of the point. The contract's amounts have about 20
 * integer digits and at most 18 decimals (spec §9); decimal.js itself accepts exponents up to 9e15, and
 * '4e7000000' is then a finite number whose toFixed() spells out seven million digits (and a regular
 * expression over that text overflows the stack). Text longer than MAX_TEXT is refused before it is parsed.
 */
const MAX_EXPONENT = 100;
const MAX_TEXT = 2 * MAX_EXPONENT + 10;

function inRange(money: Decimal): Decimal | null {
  // Infinity ('1e9000000000000001' overflows) and NaN are not amounts; neither is a number past MAX_EXPONENT.
  if (!money.isFinite()) return null;
  return money.isZero() || Math.abs(money.e) <= MAX_EXPONENT ? money : null;
}

/** A Decimal, or null when the value is not a finite decimal number within ±10^MAX_EXPONENT. */
export function toMoney(value: string | Decimal | null | undefined): Decimal | null {
  if (value === null || value === undefined) return null;
  if (Decimal.isDecimal(value)) return inRange(new Money(value));
  const text = value.trim();
  if (text.length > MAX_TEXT || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return null;
  const money = new Money(text);
  // Past decimal.js's minE ('1e-9000000000000001') a non-zero number underflows to zero: still not an amount.
  if (money.isZero() && /[1-9]/.test(text.split(/e/i)[0] ?? '')) return null;
  return inRange(money);
}
