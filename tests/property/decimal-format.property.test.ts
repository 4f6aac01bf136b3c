import fc from 'fast-check';
import Decimal from 'decimal.js';
import { D, formatAmount, formatPercent, Money, NO_AMOUNT, parseAmount, toMoney } from '@ds';
import { LANGUAGE_INFO, LANGUAGES } from '@/shared/i18n/languages';
import {
  amountString,
  decimalOf,
  decimalText,
  digits,
  expectedEnglish,
  expectedPlain,
  exponentText,
  pow10,
  type ExactDecimal,
} from './decimal-oracle';

// Property tests of design-system/numbers: money is decimal.js (precision 20, half-up), amounts travel as strings and
// are shown with the locale's thousand separators. Expected values come from the BigInt model in decimal-oracle.ts,
// never from decimal.js itself.

const RUNS = 2000;

/** Every tag formatAmount is called with: the 17 language codes and their Intl locales. */
const LOCALES = [...LANGUAGES, ...Object.values(LANGUAGE_INFO).map((info) => info.locale)];
const locale = fc.constantFrom(...LOCALES);
const decimals = fc.integer({ min: 0, max: 20 });
const rounding = fc.constantFrom<'half-up' | 'down'>('half-up', 'down');

/** en-US output: optional minus, digits grouped by threes, optional fraction. */
const ENGLISH_SHAPE = /^-?(0|[1-9]\d{0,2}(,\d{3})*)(\.\d+)?$/;

/** Any text at all, weighted towards strings made of the characters amounts are written with. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(...'0123456789.,-+ \u00a0'.split('')), maxLength: 40 }),
  fc.constantFrom(
    'NaN',
    'Infinity',
    '-Infinity',
    '0x1F',
    '0b1',
    '1_000',
    '١٢٣',
    '１２３',
    '1e',
    'e5',
    '.',
    '-',
    '+.',
    '..1',
  ),
);

/**
 * Exponents past toMoney's bound of 100 digits either side of the point: finite for decimal.js up to its maxE
 * (9e15), Infinity beyond it. Either way not an amount; formatAmount must show the dash, not spell out the
 * digits ('4e7000000' once hung a validator).
 */
const overflowingText = fc
  .tuple(
    fc.constantFrom('', '-', '+'),
    fc.constantFrom(...'123456789'.split('')),
    digits(0, 4),
    fc.constantFrom('', '-'),
    fc.oneof(
      fc.bigInt({ min: 105n, max: 9_000_000_000_000_000n }),
      fc.bigInt({ min: 9_000_000_000_000_001n, max: 10n ** 30n }),
    ),
  )
  .map(([sign, lead, rest, expSign, exponent]) => `${sign}${lead}${rest}e${expSign}${exponent}`);

const signedDecimal = decimalText({ signed: true, loose: true });

describe('formatAmount never throws', () => {
  it('returns the no-amount dash or an en-US number for any text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyText,
          signedDecimal.map((d) => d.text),
          exponentText(400).map((d) => d.text),
          overflowingText,
        ),
        decimals,
        (text, places) => {
          const shown = formatAmount(text, { decimals: places, locale: 'en-US' });
          expect(shown === NO_AMOUNT || ENGLISH_SHAPE.test(shown)).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('shows the dash exactly when toMoney rejects the text, and toMoney only ever yields finite values', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyText,
          overflowingText,
          signedDecimal.map((d) => d.text),
        ),
        (text) => {
          const money = toMoney(text);
          expect(money === null || money.isFinite()).toBe(true);
          expect(formatAmount(text, { locale: 'en' }) === NO_AMOUNT).toBe(money === null);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('refuses every number past 100 digits either side of the point, finite or not', () => {
    fc.assert(
      fc.property(overflowingText, (text) => {
        expect(toMoney(text)).toBeNull();
        expect(formatAmount(text, { locale: 'en' })).toBe(NO_AMOUNT);
      }),
      { numRuns: RUNS },
    );
  });

  it('accepts every plain decimal the contract can send and every spelling toMoney documents', () => {
    fc.assert(
      fc.property(fc.oneof(signedDecimal, exponentText(40, { signed: true })), (value) => {
        expect(toMoney(value.text)).not.toBeNull();
        expect(formatAmount(value.text)).not.toBe(NO_AMOUNT);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('formatAmount rounds exactly (half-up; "down" for balances)', () => {
  it('matches the BigInt model for plain decimals of up to 30 + 30 digits', () => {
    fc.assert(
      fc.property(signedDecimal, decimals, rounding, fc.boolean(), (value, places, mode, trimZeros) => {
        expect(formatAmount(value.text, { decimals: places, rounding: mode, trimZeros, locale: 'en-US' })).toBe(
          expectedEnglish(value, { decimals: places, rounding: mode, trimZeros }),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('matches the BigInt model for exponent notation', () => {
    fc.assert(
      fc.property(exponentText(40, { signed: true }), decimals, rounding, (value, places, mode) => {
        expect(formatAmount(value.text, { decimals: places, rounding: mode, locale: 'en' })).toBe(
          expectedEnglish(value, { decimals: places, rounding: mode }),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('gives a Decimal and its string the same output', () => {
    fc.assert(
      fc.property(signedDecimal, decimals, rounding, locale, (value, places, mode, tag) => {
        const options = { decimals: places, rounding: mode, locale: tag };
        expect(formatAmount(new Decimal(value.text.trim()), options)).toBe(formatAmount(value.text, options));
      }),
      { numRuns: RUNS },
    );
  });

  it('never shows more than the amount with "down", and never misses it by a unit of the last place', () => {
    fc.assert(
      fc.property(decimalText(), decimals, (value, places) => {
        const shown = formatAmount(value.text, { decimals: places, rounding: 'down', locale: 'en' }).replace(/,/g, '');
        const exact = D(decimalOf(value.units, value.scale));
        expect(D(shown).lte(exact)).toBe(true);
        expect(exact.minus(shown).lt(D(10).pow(-places))).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('formatAmount takes its decimals from the asset', () => {
  // The table of asset-decimals.ts; codes are matched whatever their case and padding, unknown codes show 2.
  const ASSETS: ReadonlyArray<[string, number]> = [
    ['BTC', 8],
    ['ETH', 6],
    ['BNB', 6],
    ['SOL', 6],
    ['USDT', 2],
    ['USDC', 2],
    ['JPY', 0],
    ['KRW', 0],
    ['VND', 0],
    ['IDR', 0],
    ['USD', 2],
    ['EUR', 2],
    ['NEWCOIN', 2],
  ];
  const spelledAsset = fc
    .tuple(
      fc.constantFrom(...ASSETS),
      fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
      fc.constantFrom('', ' ', '\t'),
    )
    .map(([[code, places], upper, pad]) => ({
      code: `${pad}${[...code].map((c, i) => (upper[i] ? c : c.toLowerCase())).join('')}${pad}`,
      places,
    }));

  it('rounds half-up to the asset decimals', () => {
    fc.assert(
      fc.property(signedDecimal, spelledAsset, (value, asset) => {
        const shown = formatAmount(value.text, { asset: asset.code, locale: 'en-US' });
        expect(shown).toBe(expectedEnglish(value, { decimals: asset.places }));
        expect(shown.split('.')[1]?.length ?? 0).toBe(asset.places);
      }),
      { numRuns: RUNS },
    );
  });

  it('lets explicit decimals win over the asset', () => {
    fc.assert(
      fc.property(signedDecimal, spelledAsset, decimals, (value, asset, places) => {
        expect(formatAmount(value.text, { asset: asset.code, decimals: places, locale: 'en' })).toBe(
          expectedEnglish(value, { decimals: places }),
        );
      }),
      { numRuns: RUNS },
    );
  });
});

/** The digits of a formatted amount in order, and what stands before the first one (the sign). */
function anatomy(shown: string): { sign: string; body: string; digits: string } {
  const first = shown.search(/\d/);
  return { sign: shown.slice(0, first), body: shown.slice(first), digits: shown.replace(/\D/g, '') };
}

describe('thousand separators per locale do not change the value', () => {
  it('shows the same Latin digits and the same sign in every locale as in en-US', () => {
    fc.assert(
      fc.property(signedDecimal, locale, decimals, rounding, (value, tag, places, mode) => {
        const english = expectedEnglish(value, { decimals: places, rounding: mode });
        const shown = anatomy(formatAmount(value.text, { decimals: places, rounding: mode, locale: tag }));
        expect(shown.digits).toBe(english.replace(/\D/g, ''));
        if (english.startsWith('-')) expect(shown.sign).toMatch(/^[\u200e\u200f\u061c]?[-\u2212]$/);
        else expect(shown.sign).toBe('');
      }),
      { numRuns: RUNS },
    );
  });

  it('parses back to the rounded amount: parseAmount(formatAmount(x, locale), locale) round-trips in every language', () => {
    // An amount field reads what the page writes: '1.000' on a de page is the 1000 the page showed, at every
    // precision the fields take (0 for yen to 20).
    fc.assert(
      fc.property(
        decimalText({ maxInt: 25, maxFraction: 12 }),
        locale,
        decimals,
        rounding,
        (value, tag, places, mode) => {
          const { body } = anatomy(formatAmount(value.text, { decimals: places, rounding: mode, locale: tag }));
          expect(parseAmount(body, tag, { maxDecimals: places })).toEqual({
            ok: true,
            value: expectedPlain(value.units, value.scale, places, mode),
          });
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('formatPercent (ratios as a percentage with 2 decimals)', () => {
  const ratio = decimalText({ maxInt: 6, maxFraction: 12, signed: true });
  const times100 = (value: ExactDecimal): ExactDecimal => ({ ...value, units: value.units * 100n });

  it('is the ratio x 100, rounded half-up to 2 decimals, followed by % in en-US', () => {
    fc.assert(
      fc.property(ratio, (value) => {
        expect(formatPercent(value.text, 'en-US')).toBe(`${expectedEnglish(times100(value), { decimals: 2 })}%`);
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps the digits and adds exactly one percent sign in every locale', () => {
    fc.assert(
      fc.property(ratio, locale, fc.integer({ min: 0, max: 6 }), (value, tag, places) => {
        const shown = formatPercent(value.text, tag, places);
        expect(shown.match(/%/g)).toHaveLength(1);
        expect(shown.replace(/\D/g, '')).toBe(
          expectedEnglish(times100(value), { decimals: places }).replace(/\D/g, ''),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('shows the dash for anything that is not a number, and never throws', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, overflowingText), locale, (text, tag) => {
        const shown = formatPercent(text, tag);
        expect(shown === NO_AMOUNT).toBe(toMoney(text) === null);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('Money arithmetic is exact decimal arithmetic (precision 20, no binary-float artefacts)', () => {
  const signedAmount = (maxInt: number, maxFraction: number) =>
    fc
      .tuple(amountString(maxInt, maxFraction), fc.boolean())
      .map(([a, negative]) => ({ ...a, units: negative ? -a.units : a.units, text: negative ? `-${a.text}` : a.text }));
  /** Exact a op b as the canonical text of a rational with a power-of-ten denominator. */
  const at = (units: bigint, scale: number, target: number) => units * pow10(target - scale);
  /** decimal.js keeps the sign of a zero ('-0'); the model has one zero. */
  const plain = (value: Decimal) => value.toFixed().replace(/^-0$/, '0');
  const exactText = (units: bigint, scale: number) => plain(D(decimalOf(units, scale)));

  it('adds and subtracts amounts of up to 17 digits without error', () => {
    fc.assert(
      fc.property(signedAmount(9, 8), signedAmount(9, 8), (a, b) => {
        const scale = Math.max(a.scale, b.scale);
        expect(plain(D(a.text).plus(b.text))).toBe(
          exactText(at(a.units, a.scale, scale) + at(b.units, b.scale, scale), scale),
        );
        expect(plain(D(a.text).minus(b.text))).toBe(
          exactText(at(a.units, a.scale, scale) - at(b.units, b.scale, scale), scale),
        );
        expect(D(a.text).plus(b.text).minus(b.text).eq(a.text)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('sums tenths exactly, where binary floats drift (0.1 + 0.2 = 0.3)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (a, b) => {
        const sum = D(decimalOf(BigInt(a), 1)).plus(decimalOf(BigInt(b), 1));
        expect(sum.toFixed()).toBe(D(decimalOf(BigInt(a + b), 1)).toFixed());
        expect(formatAmount(sum, { decimals: 20, trimZeros: true, locale: 'en' }).replace(/,/g, '')).toBe(
          sum.toFixed(),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('multiplies amounts of up to 10 digits exactly, and dividing by the factor gives the amount back', () => {
    fc.assert(
      fc.property(signedAmount(5, 5), signedAmount(5, 5), (a, b) => {
        const product = D(a.text).times(b.text);
        expect(plain(product)).toBe(exactText(a.units * b.units, a.scale + b.scale));
        if (b.units !== 0n) expect(product.div(b.text).eq(a.text)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('rounds a quotient half-up to 20 significant digits', () => {
    /** a / b for positive BigInts, rounded half-up to 20 significant digits: [units, power of ten]. */
    function divide20(a: bigint, b: bigint): [bigint, number] {
      const scaled = (k: number): [bigint, bigint] => (k >= 0 ? [a * pow10(k), b] : [a, b * pow10(-k)]);
      let k = 19 - (a.toString().length - b.toString().length);
      for (;;) {
        const [num, den] = scaled(k);
        if (num / den >= pow10(20)) k -= 1;
        else if (num / den < pow10(19)) k += 1;
        else break;
      }
      const [num, den] = scaled(k);
      return [2n * (num % den) >= den ? num / den + 1n : num / den, k];
    }
    const positive = fc.bigInt({ min: 1n, max: 10n ** 25n });
    fc.assert(
      fc.property(positive, positive, fc.boolean(), (a, b, negative) => {
        const [units, k] = divide20(a, b);
        const quotient = D(`${negative ? '-' : ''}${a}`).div(b.toString());
        expect(quotient.eq(new Money(`${negative ? '-' : ''}${units}e${-k}`))).toBe(true);
        expect(quotient.sd()).toBeLessThanOrEqual(20);
      }),
      { numRuns: RUNS },
    );
  });
});
