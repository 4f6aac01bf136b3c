import Decimal from 'decimal.js';

/** The app's one decimal.js configuration; a clone, so no other library's use of the global Decimal is affected. */
export const Money = Decimal.clone({ precision: 20, rounding: Decimal.ROUND_HALF_UP });
export type Money = Decimal;

export function D(value: Decimal.Value): Decimal {
  return new Money(value);
}

// Far beyond any real amount, yet bounded: decimal.js accepts huge exponents, and toFixed() of '4e7000000' spells
// out millions of digits, enough to overflow the stack of a regular expression run over them.
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
