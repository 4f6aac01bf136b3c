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

/** A Decimal, or null when the value is not a finite decimal number. */
export function toMoney(value: string | Decimal | null | undefined): Decimal | null {
  if (value === null || value === undefined) return null;
  if (Decimal.isDecimal(value)) return value.isFinite() ? new Money(value) : null;
  const text = value.trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return null;
  // An exponent past decimal.js's maxE ('1e9000000000000001') parses to Infinity, which is not an amount.
  const money = new Money(text);
  return money.isFinite() ? money : null;
}
