import { useEffect, useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
import { AmountInput, D, formatAmount, formatAmountInput, parseAmount, type AmountInputProps } from '@ds';
import { LANGUAGE_INFO, LANGUAGES } from '@/shared/i18n/languages';
import { loadTexts, renderWithProviders } from '../support/render-with-providers';
import { amountString, decimalOf, digits, expectedPlain, roundUnits } from './decimal-oracle';

// What a trader types or pastes into an amount field is read as the page's language writes numbers
// (design-system/numbers/parse-amount.ts, AmountInput): a canonical decimal string with at most the allowed
// decimals, or a refusal that says why. Never another number. Amounts travel as strings.

const RUNS = 2000;
/** Rendering is costlier: a few hundred events per property. */
const UI_RUNS = 300;
/** Max re-renders the adornment each time: the slowest of the UI properties. */
const MAX_RUNS = 200;

/** '', '7', '0.5', never '007', '12.' or '-1'. */
const CANONICAL = /^$|^(0|[1-9]\d*)(\.\d+)?$/;
const LOCALES = [...LANGUAGES, ...Object.values(LANGUAGE_INFO).map((info) => info.locale)];
const locale = fc.constantFrom(...LOCALES);

const decimalsOf = (text: string): number => text.split('.')[1]?.length ?? 0;

const SEPARATOR_SPACES = [' ', '\u00a0', '\u202f', "'", '\u2019'];

/** Text of the characters people type into amounts, plus anything else at all. */
const typed = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.string({ unit: fc.constantFrom(...'0123456789.,'.split(''), ...SEPARATOR_SPACES), maxLength: 24 }),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...'0123456789.,-+eE$€ '.split('')), maxLength: 24 }) },
);
const maxDecimals = fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined });

describe('parseAmount: text becomes a canonical decimal string or a refusal with its reason', () => {
  it('never throws, and gives a canonical decimal within maxDecimals', () => {
    fc.assert(
      fc.property(typed, locale, maxDecimals, (text, tag, places) => {
        const result = parseAmount(text, tag, { maxDecimals: places });
        if (!result.ok) return;
        expect(result.value).toMatch(CANONICAL);
        if (places !== undefined) expect(decimalsOf(result.value)).toBeLessThanOrEqual(places);
      }),
      { numRuns: RUNS },
    );
  });

  it('reads its own canonical answer back unchanged, and the field text written for it too', () => {
    fc.assert(
      fc.property(typed, locale, maxDecimals, (text, tag, places) => {
        const once = parseAmount(text, tag, { maxDecimals: places });
        if (!once.ok || once.value === '') return;
        expect(parseAmount(once.value, 'en', { maxDecimals: places })).toEqual(once);
        expect(parseAmount(formatAmountInput(once.value, tag), tag, { maxDecimals: places })).toEqual(once);
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses letters, signs and exponents anywhere, as characters no amount has', () => {
    const foreign = fc.constantFrom('a', 'e', 'E', '-', '+', 'x', '$', '€', '_', '/', '٫', '\u0000', '😀');
    fc.assert(
      fc.property(typed, foreign, fc.nat(), locale, (text, bad, at, tag) => {
        const i = at % (text.length + 1);
        expect(parseAmount(`${text.slice(0, i)}${bad}${text.slice(i)}`, tag)).toEqual({
          ok: false,
          problem: 'characters',
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('never invents or drops a digit', () => {
    const significant = (text: string) => text.replace(/\D/g, '').replace(/^0+/, '');
    fc.assert(
      fc.property(typed, locale, maxDecimals, (text, tag, places) => {
        fc.pre(/^[\x20-\x7e\u00a0\u202f’]*$/.test(text));
        const result = parseAmount(text, tag, { maxDecimals: places });
        if (result.ok) expect(significant(result.value)).toBe(significant(text));
      }),
      { numRuns: RUNS },
    );
  });

  it('reads a fiat amount written in any of the 17 languages as its value on every page, or refuses it', () => {
    // The safety promise: '1,000.50' from an English page, '1 000,5' from a French one, '1.000' from a German one
    // are read as what they said or refused with a reason; never silently as another number.
    fc.assert(
      fc.property(
        amountString(12, 4, { positive: true }),
        fc.integer({ min: 0, max: 2 }),
        locale,
        locale,
        (amount, places, from, on) => {
          const value = expectedPlain(amount.units, amount.scale, places, 'half-up');
          const written = formatAmount(amount.text, { decimals: places, locale: from });
          const result = parseAmount(written, on, { maxDecimals: places });
          if (result.ok) expect(D(result.value).eq(value)).toBe(true);
          if (from === on) expect(result).toEqual({ ok: true, value });
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('takes ordinary, no-break and narrow no-break spaces alike as the thousands separator', () => {
    fc.assert(
      fc.property(
        digits(4, 15),
        fc.constantFrom(' ', '\u00a0', '\u202f'),
        fc.constantFrom('fr', 'ru', 'en', 'de'),
        (int, space, tag) => {
          const whole = int.replace(/^0+(?=\d)/, '') || '0';
          const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, space);
          expect(parseAmount(grouped, tag, { maxDecimals: 2 })).toEqual({ ok: true, value: whole });
        },
      ),
      { numRuns: RUNS },
    );
  });

  it.each<[string, string, number, ReturnType<typeof parseAmount>]>([
    ['1.000', 'de', 2, { ok: true, value: '1000' }],
    ['2.500,75', 'de', 2, { ok: true, value: '2500.75' }],
    ['1,000.50', 'de', 2, { ok: true, value: '1000.50' }],
    ['1.5', 'de', 2, { ok: true, value: '1.5' }],
    ['1,000', 'de', 2, { ok: false, problem: 'decimals' }],
    ['1 000,5', 'fr', 2, { ok: true, value: '1000.5' }],
    ['1\u202f000,5', 'fr', 2, { ok: true, value: '1000.5' }],
    ['1.000', 'fr', 2, { ok: false, problem: 'ambiguous' }],
    ['1.000', 'ru', 8, { ok: false, problem: 'ambiguous' }],
    ['1.5', 'ru', 2, { ok: true, value: '1.5' }],
    ['1,000', 'en', 2, { ok: true, value: '1000' }],
    ['1,5', 'en', 2, { ok: true, value: '1.5' }],
    ['1,00,000.5', 'hi', 2, { ok: true, value: '100000.5' }],
    ['１２３．５', 'ja', 2, { ok: true, value: '123.5' }],
    ['12.', 'de', 2, { ok: true, value: '12' }],
    ['12,', 'de', 0, { ok: false, problem: 'decimals' }],
    ['1.234', 'de', 0, { ok: true, value: '1234' }],
    ['1.5.3', 'de', 2, { ok: false, problem: 'format' }],
    ['.5', 'en', 2, { ok: true, value: '0.5' }],
    ['007', 'en', 2, { ok: true, value: '7' }],
    ['-5', 'en', 2, { ok: false, problem: 'characters' }],
    ['', 'de', 2, { ok: true, value: '' }],
  ])('%j on a %s page with %i decimals', (text, tag, places, expected) => {
    expect(parseAmount(text, tag, { maxDecimals: places })).toEqual(expected);
  });
});

/** The form's value as the field last left it, including the initial one when no change was reported. */
let lastValue = '';
function Harness({ initial = '', ...props }: Partial<AmountInputProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    lastValue = value;
  }, [value]);
  return <AmountInput label="Amount" {...props} value={value} onChange={setValue} />;
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });

describe('<AmountInput/> keeps what was typed and hands the form only what it could read', () => {
  beforeEach(() => {
    lastValue = '';
  });

  it.each([0, 2, 8])(
    'typing anything: the text stays, the value is its reading, a refusal is said (%i decimals)',
    (places) => {
      renderWithProviders(<Harness maxDecimals={places} />);
      // The same <input> element lives through every re-render; querying it once keeps the runs cheap.
      const input = field();
      fc.assert(
        fc.property(typed, (typedText) => {
          // A single-line <input> drops line breaks from what it is given, as a browser does.
          const text = typedText.replace(/[\r\n]/g, '');
          const before = input.value;
          fireEvent.change(input, { target: { value: typedText } });
          const parsed = parseAmount(text, 'en', { maxDecimals: places });
          if (!parsed.ok && parsed.problem === 'characters') {
            expect(input.value).toBe(before);
            return;
          }
          expect(input.value).toBe(text);
          expect(lastValue).toBe(parsed.ok ? parsed.value : '');
          expect(input.getAttribute('aria-invalid')).toBe(String(!parsed.ok));
        }),
        { numRuns: UI_RUNS },
      );
    },
  );

  it('de: "1.000" is a thousand and "2.500,75" two and a half thousand, and a blur writes them as the page does', async () => {
    renderWithProviders(<Harness asset="EUR" />, { i18n: await loadTexts('de') });
    const input = field();
    fireEvent.change(input, { target: { value: '1.000' } });
    expect(lastValue).toBe('1000');
    fireEvent.change(input, { target: { value: '2500,75' } });
    fireEvent.blur(input);
    expect(lastValue).toBe('2500.75');
    expect(input.value).toBe('2.500,75');
  });

  it('de: "1,000" is refused with the number of decimals the field takes, and the form gets nothing', async () => {
    renderWithProviders(<Harness asset="EUR" initial="5" />, { i18n: await loadTexts('de') });
    const input = field();
    fireEvent.change(input, { target: { value: '1,000' } });
    expect(input.value).toBe('1,000');
    expect(lastValue).toBe('');
    expect(input).toHaveAccessibleDescription('Höchstens 2 Nachkommastellen.');
  });

  it('fr: "1.000" is refused as ambiguous, with an example written the French way', async () => {
    renderWithProviders(<Harness asset="EUR" />, { i18n: await loadTexts('fr') });
    const input = field();
    fireEvent.change(input, { target: { value: '1.000' } });
    expect(lastValue).toBe('');
    expect(input).toHaveAccessibleDescription(
      /^Ce montant peut se lire de deux façons\. Écrivez-le comme 1\s234,56\.$/,
    );
  });

  it('pasting anything over any selection puts the amount into the text, without what surrounds it', () => {
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
        const parsed = parseAmount(after, 'en', { maxDecimals: 2 });
        // Either the paste went in and the value is its reading, or it held characters no amount has.
        if (after === before) return;
        expect(parsed.ok || parsed.problem !== 'characters').toBe(true);
        expect(lastValue).toBe(parsed.ok ? parsed.value : '');
      }),
      { numRuns: UI_RUNS },
    );
  });

  it('pasting "$1,234.50 USD" into an empty field reads 1234.50', () => {
    renderWithProviders(<Harness asset="USD" />);
    fireEvent.paste(field(), { clipboardData: { getData: () => '$1,234.50 USD' } });
    expect(field().value).toBe('1,234.50');
    expect(lastValue).toBe('1234.50');
  });

  it('Max fills the maximum rounded down to the allowed decimals, never more than the maximum', () => {
    type Limit = { max: string; maxDecimals: number };
    let setLimit: (next: Limit) => void = () => undefined;
    let filled = '';
    /** Only this component re-renders when the maximum changes, not the whole provider tree. */
    function MaxHarness({ expose }: { expose: (set: (next: Limit) => void) => void }) {
      const [value, setValue] = useState('');
      const [limit, setLimitState] = useState<Limit>({ max: '0', maxDecimals: 0 });
      useEffect(() => expose(setLimitState), [expose]);
      const change = (next: string) => {
        filled = next;
        setValue(next);
      };
      return (
        <AmountInput label="Amount" value={value} onChange={change} max={limit.max} maxDecimals={limit.maxDecimals} />
      );
    }
    renderWithProviders(<MaxHarness expose={(set) => (setLimit = set)} />);
    const input = field();
    const maxButton = screen.getByRole('button', { name: 'Max' });
    fc.assert(
      fc.property(amountString(12, 12), fc.integer({ min: 0, max: 8 }), (max, places) => {
        act(() => setLimit({ max: max.text, maxDecimals: places }));
        fireEvent.click(maxButton);
        expect(filled).toMatch(CANONICAL);
        expect(filled).not.toMatch(/\.\d*0$/);
        // The field shows what it holds, as the page writes amounts.
        expect(parseAmount(input.value, 'en', { maxDecimals: places })).toEqual({ ok: true, value: filled });
        const rounded = roundUnits(max.units, max.scale, places, 'down');
        expect(D(filled).eq(D(decimalOf(rounded, places)))).toBe(true);
        expect(D(filled).lte(max.text)).toBe(true);
        expect(
          D(max.text)
            .minus(filled)
            .lt(D(decimalOf(1n, places))),
        ).toBe(true);
      }),
      { numRuns: MAX_RUNS },
    );
  });
});
