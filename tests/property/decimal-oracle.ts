import fc from 'fast-check';

// An independent model of decimal amounts for the property tests: a decimal is `units / 10^scale` held as
// BigInt, so the expected results are computed without decimal.js and without JS numbers.

export const pow10 = (n: number): bigint => 10n ** BigInt(n);

const digitChar = fc.constantFrom(...'0123456789'.split(''));

/** A run of ASCII digits, leading zeros included. */
export function digits(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc.string({ unit: digitChar, minLength, maxLength });
}

/**
 * Like digits(), but half the time drawn over the whole length range: fast-check favours short strings, and
 * the amounts past 2^53 (16+ digits) are the ones a Number-based formatter would get wrong.
 */
function anyLengthDigits(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc.oneof(digits(minLength, maxLength), fc.string({ unit: digitChar, minLength, maxLength, size: 'max' }));
}

/** A decimal as text together with its exact value: (negative ? -1 : 1) x units / 10^scale. */
export interface ExactDecimal {
  text: string;
  negative: boolean;
  units: bigint;
  scale: number;
}

function exact(text: string, negative: boolean, units: bigint, scale: number): ExactDecimal {
  // A negative scale (from an exponent) is folded into the units so that scale >= 0 always.
  return scale >= 0 ? { text, negative, units, scale } : { text, negative, units: units * pow10(-scale), scale: 0 };
}

export interface DecimalShape {
  maxInt?: number;
  maxFraction?: number;
  /** Allow '-' and '+' signs. */
  signed?: boolean;
  /** Allow the loose forms toMoney accepts: '.5', '12.' and surrounding whitespace. */
  loose?: boolean;
}

/** Plain decimal text such as '0012.340', '-7', '+.5', ' 12. ' with its exact value. */
export function decimalText({
  maxInt = 30,
  maxFraction = 30,
  signed = false,
  loose = false,
}: DecimalShape = {}): fc.Arbitrary<ExactDecimal> {
  return fc
    .record({
      sign: signed ? fc.constantFrom('', '', '-', '+') : fc.constant(''),
      int: anyLengthDigits(loose ? 0 : 1, maxInt),
      fraction: fc.option(anyLengthDigits(loose ? 0 : 1, maxFraction), { nil: null }),
      pad: loose ? fc.constantFrom('', ' ', '\t', '\u00a0', '\n ') : fc.constant(''),
    })
    .filter(({ int, fraction }) => int.length > 0 || (fraction !== null && fraction.length > 0))
    .map(({ sign, int, fraction, pad }) => {
      const text = `${pad}${sign}${int}${fraction === null ? '' : `.${fraction}`}${pad}`;
      return exact(text, sign === '-', BigInt(`${int}${fraction ?? ''}` || '0'), fraction?.length ?? 0);
    });
}

/** Decimal text in exponent notation ('12.5e-3', '7E+2') within `maxExponent`. */
export function exponentText(maxExponent = 40, shape: DecimalShape = {}): fc.Arbitrary<ExactDecimal> {
  return fc
    .tuple(
      decimalText({ maxInt: 12, maxFraction: 12, ...shape }),
      fc.constantFrom('e', 'E'),
      fc.integer({ min: -maxExponent, max: maxExponent }),
      fc.boolean(),
    )
    .map(([mantissa, e, exponent, plus]) => {
      const text = `${mantissa.text.trim()}${e}${exponent >= 0 && plus ? '+' : ''}${exponent}`;
      return exact(text, mantissa.negative, mantissa.units, mantissa.scale - exponent);
    });
}

/** A decimal built from integer units and a scale: handy when the test needs the value, not odd spellings. */
export function decimalOf(units: bigint, scale: number): string {
  const { int, fraction } = fixedParts(units < 0n ? -units : units, scale);
  return `${units < 0n ? '-' : ''}${int}${scale > 0 ? `.${fraction}` : ''}`;
}

/** Non-negative decimal string with up to `maxInt` integer and `maxFraction` fraction digits, canonical form. */
export function amountString(
  maxInt: number,
  maxFraction: number,
  { positive = false } = {},
): fc.Arbitrary<{ text: string; units: bigint; scale: number }> {
  return fc
    .integer({ min: 0, max: maxFraction })
    .chain((scale) =>
      fc
        .bigInt({ min: positive ? 1n : 0n, max: pow10(maxInt + scale) - 1n })
        .map((units) => ({ text: decimalOf(units, scale), units, scale })),
    );
}

export type Rounding = 'half-up' | 'down';

/**
 * Rounds the non-negative units/10^scale to `decimals` digits, returning the new units. Half-up means a tie
 * goes away from zero (decimal.js ROUND_HALF_UP), as money is rounded.
 */
export function roundUnits(units: bigint, scale: number, decimals: number, mode: Rounding = 'half-up'): bigint {
  if (scale <= decimals) return units * pow10(decimals - scale);
  const divisor = pow10(scale - decimals);
  const quotient = units / divisor;
  return mode === 'half-up' && 2n * (units % divisor) >= divisor ? quotient + 1n : quotient;
}

/** Splits non-negative units/10^decimals into integer and fraction digits ('0' and zero-padded fraction). */
export function fixedParts(units: bigint, decimals: number): { int: string; fraction: string } {
  const text = units.toString().padStart(decimals + 1, '0');
  return { int: text.slice(0, text.length - decimals), fraction: text.slice(text.length - decimals) };
}

/** en-US grouping by threes. */
function groupByThree(int: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export interface ExpectedFormat {
  decimals: number;
  rounding?: Rounding;
  trimZeros?: boolean;
}

/** What formatAmount must show in en-US for an exact value: grouped, rounded, signed unless it rounds to 0. */
export function expectedEnglish(
  value: Pick<ExactDecimal, 'negative' | 'units' | 'scale'>,
  { decimals, rounding = 'half-up', trimZeros = false }: ExpectedFormat,
): string {
  const rounded = roundUnits(value.units, value.scale, decimals, rounding);
  const { int, fraction } = fixedParts(rounded, decimals);
  const shownFraction = trimZeros ? fraction.replace(/0+$/, '') : fraction;
  const sign = value.negative && rounded !== 0n ? '-' : '';
  return `${sign}${groupByThree(int)}${shownFraction ? `.${shownFraction}` : ''}`;
}

/** The canonical plain text of a non-negative value rounded to `decimals` ('1234.50'). */
export function expectedPlain(units: bigint, scale: number, decimals: number, rounding: Rounding = 'half-up'): string {
  const { int, fraction } = fixedParts(roundUnits(units, scale, decimals, rounding), decimals);
  return decimals > 0 ? `${int}.${fraction}` : int;
}

/** Compares a/10^as with b/10^bs exactly (-1, 0, 1); both may be negative. */
export function compareExact(a: bigint, as: number, b: bigint, bs: number): number {
  const scale = Math.max(as, bs);
  const left = a * pow10(scale - as);
  const right = b * pow10(scale - bs);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Parses plain decimal text ('-12.50', '7') to exact units and scale; only for text the tests built. */
export function parseExact(text: string): { units: bigint; scale: number } {
  const negative = text.startsWith('-');
  const [int = '0', fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const units = BigInt(`${int}${fraction}` || '0');
  return { units: negative ? -units : units, scale: fraction.length };
}
