import { useEffect, useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
import { AmountInput, D, parseDecimalInput, type AmountInputProps } from '@ds';
import { renderWithProviders } from '../support/render-with-providers';
import { amountString, decimalOf, digits, expectedPlain, groupByThree, roundUnits } from './decimal-oracle';

// What a user types or pastes into the amount field is cleaned to a canonical, non-negative decimal string with
// at most the allowed decimals (design-system/numbers/parse-decimal-input.ts, AmountInput). Amounts travel as
// strings (STYLE.md convention 12).

const RUNS = 2000;
/** Rendering is costlier: a few hundred events per property. */
const UI_RUNS = 300;
/** Max re-renders the adornment each time: the slowest of the UI properties. */
const MAX_RUNS = 200;

/** '', '7', '0.5', '12.' (a trailing point while typing), never '007' or '-1'. */
const CANONICAL = /^$|^(0|[1-9]\d*)(\.\d*)?$/;

const decimalsOf = (text: string): number => text.split('.')[1]?.length ?? 0;

const SEPARATOR_SPACES = [' ', '\u00a0', '\u202f', "'", '\u2019', '\t'];

/** Text of the characters people type into amounts, plus anything else at all. */
const typed = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.string({ unit: fc.constantFrom(...'0123456789.,'.split(''), ...SEPARATOR_SPACES), maxLength: 24 }),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...'0123456789.,-+eE$€ '.split('')), maxLength: 24 }) },
);
const options = fc.record({
  maxDecimals: fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }),
  truncate: fc.boolean(),
});

describe('parseDecimalInput: typed text becomes a canonical decimal string or is refused', () => {
  it('never throws, and gives null or a canonical decimal within maxDecimals', () => {
    fc.assert(
      fc.property(typed, options, (text, opts) => {
        const result = parseDecimalInput(text, opts);
        if (result === null) return;
        expect(result).toMatch(CANONICAL);
        if (opts.maxDecimals !== undefined) expect(decimalsOf(result)).toBeLessThanOrEqual(opts.maxDecimals);
        if (opts.maxDecimals === 0) expect(result).not.toContain('.');
      }),
      { numRuns: RUNS },
    );
  });

  it('is idempotent: cleaning a cleaned amount changes nothing', () => {
    fc.assert(
      fc.property(typed, options, (text, opts) => {
        const once = parseDecimalInput(text, opts);
        if (once !== null) expect(parseDecimalInput(once, opts)).toBe(once);
      }),
      { numRuns: RUNS },
    );
  });

  it('ignores spaces, no-break spaces and apostrophes wherever they are', () => {
    fc.assert(
      fc.property(
        typed,
        options,
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...SEPARATOR_SPACES)), { maxLength: 5 }),
        (text, opts, inserts) => {
          let spaced = text;
          for (const [at, space] of inserts) {
            const i = at % (spaced.length + 1);
            spaced = `${spaced.slice(0, i)}${space}${spaced.slice(i)}`;
          }
          expect(parseDecimalInput(spaced, opts)).toBe(parseDecimalInput(text, opts));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('refuses letters, signs, exponents and non-Latin digits anywhere', () => {
    const foreign = fc.constantFrom('a', 'e', 'E', '-', '+', 'x', '$', '€', '_', '/', '١', '１', '٫', '\u0000', '😀');
    fc.assert(
      fc.property(typed, foreign, fc.nat(), options, (text, bad, at, opts) => {
        const i = at % (text.length + 1);
        expect(parseDecimalInput(`${text.slice(0, i)}${bad}${text.slice(i)}`, opts)).toBeNull();
      }),
      { numRuns: RUNS },
    );
  });

  it('never invents or drops a digit unless asked to cut decimals', () => {
    const significant = (text: string) => text.replace(/\D/g, '').replace(/^0+/, '');
    fc.assert(
      fc.property(typed, fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }), (text, maxDecimals) => {
        const result = parseDecimalInput(text, { maxDecimals });
        if (result !== null) expect(significant(result)).toBe(significant(text));
      }),
      { numRuns: RUNS },
    );
  });

  it("accepts grouped integers only where the groups look like groups ('1,234,567', Indian '12,34,567')", () => {
    // Two or more of the same separator and no other: no decimal point, so every separator must group.
    fc.assert(
      fc.property(
        fc.array(digits(1, 4), { minLength: 3, maxLength: 5 }),
        fc.constantFrom('.', ','),
        (groups, separator) => {
          const [first = '', ...others] = groups;
          const looksGrouped =
            first.length <= 3 &&
            others.every((g) => g.length >= 2 && g.length <= 3) &&
            others[others.length - 1]?.length === 3;
          const whole = groups.join('').replace(/^0+(?=\d)/, '');
          expect(parseDecimalInput(groups.join(separator))).toBe(looksGrouped ? whole : null);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('keeps the exact value of a plain decimal, with a point or a lone comma as separator', () => {
    fc.assert(
      fc.property(
        digits(0, 20),
        fc.option(digits(0, 20), { nil: null }),
        fc.constantFrom('.', ','),
        (int, fraction, point) => {
          fc.pre(int !== '' || fraction !== null);
          const result = parseDecimalInput(fraction === null ? int : `${int}${point}${fraction}`);
          const whole = int.replace(/^0+(?=\d)/, '') || '0';
          expect(result).toBe(fraction === null ? whole : `${whole}.${fraction}`);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('reads en-US grouped amounts (1,234,567.89) as their value', () => {
    fc.assert(
      fc.property(amountString(15, 8), (amount) => {
        const [int = '0', fraction] = amount.text.split('.');
        const grouped = `${groupByThree(int)}${fraction === undefined ? '' : `.${fraction}`}`;
        // A single group without a fraction ('1,234') reads as 1.234: a lone comma is the decimal separator.
        fc.pre(fraction !== undefined || grouped.split(',').length !== 2);
        expect(parseDecimalInput(grouped)).toBe(amount.text);
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses more decimals than allowed, or cuts them when pasting (truncate)', () => {
    fc.assert(
      fc.property(amountString(10, 12), fc.integer({ min: 0, max: 12 }), (amount, maxDecimals) => {
        const refused = parseDecimalInput(amount.text, { maxDecimals });
        const cut = parseDecimalInput(amount.text, { maxDecimals, truncate: true });
        if (maxDecimals === 0 && /^[1-9]\d{0,2}\.\d{3}$/.test(amount.text)) {
          // Without decimals, '1.234' can only group thousands (the yen case): read as 1234 either way.
          expect(refused).toBe(amount.text.replace('.', ''));
          expect(cut).toBe(amount.text.replace('.', ''));
        } else if (amount.scale <= maxDecimals) {
          expect(refused).toBe(amount.text);
          expect(cut).toBe(amount.text);
        } else {
          expect(refused).toBeNull();
          // Cutting digits never rounds up: the result is the amount rounded down to maxDecimals.
          expect(cut).toBe(expectedPlain(amount.units, amount.scale, maxDecimals, 'down'));
        }
      }),
      { numRuns: RUNS },
    );
  });
});

function Harness({ initial = '', ...props }: Partial<AmountInputProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <AmountInput label="Amount" {...props} value={value} onChange={setValue} />;
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });

describe('<AmountInput/> only ever holds a valid amount', () => {
  it.each([0, 2, 8])('typing anything keeps a canonical amount with at most %i decimals', (maxDecimals) => {
    renderWithProviders(<Harness maxDecimals={maxDecimals} />);
    // The same <input> element lives through every re-render; querying it once keeps the runs cheap.
    const input = field();
    fc.assert(
      fc.property(typed, (text) => {
        const before = input.value;
        fireEvent.change(input, { target: { value: text } });
        const after = input.value;
        expect(after).toMatch(CANONICAL);
        expect(decimalsOf(after)).toBeLessThanOrEqual(maxDecimals);
        // A keystroke is taken as cleaned, or refused and the field stays as it was.
        expect(after).toBe(parseDecimalInput(text, { maxDecimals }) ?? before);
      }),
      { numRuns: UI_RUNS },
    );
  });

  it('pasting anything over any selection keeps a canonical amount, cutting extra decimals', () => {
    renderWithProviders(<Harness asset="USDT" initial="1234.5" />);
    const input = field();
    fc.assert(
      fc.property(typed, fc.nat(), fc.nat(), (pasted, a, b) => {
        const before = input.value;
        const [start, end] = [a % (before.length + 1), b % (before.length + 1)].sort((x, y) => x - y) as [
          number,
          number,
        ];
        input.setSelectionRange(start, end);
        fireEvent.paste(input, { clipboardData: { getData: () => pasted } });
        const after = input.value;
        expect(after).toMatch(CANONICAL);
        // USDT shows 2 decimals (asset-decimals.ts).
        expect(decimalsOf(after)).toBeLessThanOrEqual(2);
        expect(after).toBe(
          parseDecimalInput(`${before.slice(0, start)}${pasted}${before.slice(end)}`, {
            maxDecimals: 2,
            truncate: true,
          }) ?? before,
        );
      }),
      { numRuns: UI_RUNS },
    );
  });

  it('Max fills the maximum rounded down to the allowed decimals, never more than the maximum', () => {
    type Limit = { max: string; maxDecimals: number };
    let setLimit: (next: Limit) => void = () => undefined;
    /** Only this component re-renders when the maximum changes, not the whole provider tree. */
    function MaxHarness({ expose }: { expose: (set: (next: Limit) => void) => void }) {
      const [value, setValue] = useState('');
      const [limit, setLimitState] = useState<Limit>({ max: '0', maxDecimals: 0 });
      useEffect(() => expose(setLimitState), [expose]);
      return (
        <AmountInput label="Amount" value={value} onChange={setValue} max={limit.max} maxDecimals={limit.maxDecimals} />
      );
    }
    renderWithProviders(<MaxHarness expose={(set) => (setLimit = set)} />);
    const input = field();
    const maxButton = screen.getByRole('button', { name: 'Max' });
    fc.assert(
      fc.property(amountString(12, 12), fc.integer({ min: 0, max: 8 }), (max, maxDecimals) => {
        act(() => setLimit({ max: max.text, maxDecimals }));
        fireEvent.click(maxButton);
        const filled = input.value;
        expect(filled).toMatch(CANONICAL);
        expect(filled).not.toMatch(/\.$|\.\d*0$/);
        const rounded = roundUnits(max.units, max.scale, maxDecimals, 'down');
        expect(D(filled).eq(D(decimalOf(rounded, maxDecimals)))).toBe(true);
        expect(D(filled).lte(max.text)).toBe(true);
        expect(
          D(max.text)
            .minus(filled)
            .lt(D(decimalOf(1n, maxDecimals))),
        ).toBe(true);
      }),
      { numRuns: MAX_RUNS },
    );
  });
});
