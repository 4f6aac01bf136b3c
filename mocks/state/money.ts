import Decimal from 'decimal.js';

// decimal.js with the client's settings (precision 20, rounding half-up); amounts live as decimal strings, exactly
// as they travel.

const Dec = Decimal.clone({ precision: 20, rounding: Decimal.ROUND_HALF_UP });
type Dec = Decimal;

export function dec(value: Decimal.Value): Decimal {
  return new Dec(value);
}

export function fixed(value: Decimal.Value, scale: number): string {
  return dec(value).toFixed(scale, Decimal.ROUND_HALF_UP);
}

/** Rounds down to `scale` places: a crypto amount bought for a fiat amount never exceeds what was paid for. */
export function floorTo(value: Decimal.Value, scale: number): Decimal {
  return dec(value).toDecimalPlaces(scale, Decimal.ROUND_DOWN);
}

export function isDecimalString(value: unknown): value is string {
  return typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value);
}
