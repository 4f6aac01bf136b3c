import fc from 'fast-check';
import { ValidationError, type AnySchema } from 'yup';
import { D, toMoney } from '@ds';
import type { UserInfo } from '@/api/generated/models';
import {
  AMOUNT_MESSAGES,
  checkBuyAmount,
  checkSellAmount,
  REQUIRED_MESSAGE,
  type AmountProblem,
  type AmountRules,
} from '@/features/ad-detail/forms/amount-rules';
import { buySchema, NOTES_MAX } from '@/features/ad-detail/forms/buy-schema';
import { sellSchema } from '@/features/ad-detail/forms/sell-schema';
import { canonical, fiatFor, fromPay, fromReceive, smallest } from '@/features/ad-detail/forms/trade-math';
import { ACCOUNT_MAX, paymentSchema, RECEIVER_MAX } from '@/features/payment-methods/payment-schema';
import {
  codeFormSchema,
  codeSchema,
  planCodeFields,
  toSecurityCodes,
  type CodeFormValues,
} from '@/session/security-verification/code-fields';
import { deriveVerifyInfo } from '@/session/verify-info';
import payments from '../../locales/en/payment-methods.json';
import trade from '../../locales/en/ad-detail.json';
import validation from '../../locales/en/validation.json';
import {
  amountString,
  compareExact,
  decimalOf,
  decimalText,
  exponentText,
  fixedParts,
  parseExact,
  roundUnits,
} from './decimal-oracle';

// Property tests of the trade dialogs' amount rules and the forms' yup schemas (contract Advertisement:
// minLimit <= A <= maxLimit and A / price <= remaining). Any input must give either "valid" or an i18n message key,
// never an exception. Expected verdicts come from BigInt arithmetic in decimal-oracle.ts.

const RUNS = 1000;

type Exact = { text: string; units: bigint; scale: number };

const ENGLISH: Record<string, unknown> = { validation, 'ad-detail': trade, 'payment-methods': payments };

/** Whether 'ns:a.b' names a text in the English locale files (English is the source of truth). */
function isEnglishKey(key: string): boolean {
  const [ns = '', path = ''] = key.split(':');
  const text = path
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      ENGLISH[ns],
    );
  return typeof text === 'string' && text.length > 0;
}

/** Validates synchronously; returns the messages per field, or throws if the failure is not a ValidationError. */
function errorsOf(schema: AnySchema, values: unknown): Record<string, string[]> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const byField: Record<string, string[]> = {};
    for (const inner of error.inner.length ? error.inner : [error])
      (byField[inner.path ?? ''] ??= []).push(inner.message);
    return byField;
  }
}

/** Anything a user could leave in a text field: amounts, near-amounts and junk. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: fc.constantFrom(...'0123456789.,-+e '.split('')), maxLength: 20 }),
  decimalText({ maxInt: 12, maxFraction: 10, signed: true, loose: true }).map((d) => d.text),
  exponentText(30, { signed: true }).map((d) => d.text),
);

/** Advertisement rules as the contract sends them: plain decimals (`^\d+(\.\d+)?$`), price above zero. */
const rulesArb = fc.record({
  price: amountString(6, 2, { positive: true }),
  minLimit: amountString(7, 2),
  maxLimit: amountString(7, 2),
  remaining: amountString(6, 8),
  minTrade: fc.option(amountString(2, 8), { nil: undefined }),
  fiatDecimals: fc.integer({ min: 0, max: 2 }),
  cryptoDecimals: fc.integer({ min: 0, max: 8 }),
  feeRate: fc.constantFrom('0', '0.001', '0.0025', '0.01'),
});
type RulesInput = typeof rulesArb extends fc.Arbitrary<infer T> ? T : never;

function toRules(r: RulesInput): AmountRules {
  return {
    price: r.price.text,
    feeRate: r.feeRate,
    fiatDecimals: r.fiatDecimals,
    cryptoDecimals: r.cryptoDecimals,
    minLimit: r.minLimit.text,
    maxLimit: r.maxLimit.text,
    remaining: r.remaining.text,
    minTrade: r.minTrade?.text,
  };
}

const cmp = (a: Exact | { units: bigint; scale: number }, b: Exact) => compareExact(a.units, a.scale, b.units, b.scale);

const exactOf = (units: bigint, scale: number): Exact => ({ text: decimalOf(units, scale), units, scale });

/** Which rule values to set exactly to the amount under test: the boundaries are where off-by-one bugs live. */
const pins = fc.record({
  minLimit: fc.boolean(),
  maxLimit: fc.boolean(),
  remaining: fc.boolean(),
  minTrade: fc.boolean(),
  balance: fc.boolean(),
});
type Pins = typeof pins extends fc.Arbitrary<infer T> ? T : never;

function pinned(r: RulesInput, pin: Pins, fiat: Exact, crypto: Exact): RulesInput {
  return {
    ...r,
    minLimit: pin.minLimit ? fiat : r.minLimit,
    maxLimit: pin.maxLimit ? fiat : r.maxLimit,
    remaining: pin.remaining ? crypto : r.remaining,
    minTrade: pin.minTrade ? crypto : r.minTrade,
  };
}

/**
 * The advertiser's requirement a fiat amount and the crypto it stands for miss, if any (contract Advertisement):
 * below or above the order limits (named in the message), else the remaining quantity or the coin's smallest trade.
 */
function advertiserProblem(fiat: { units: bigint; scale: number }, crypto: Exact, r: RulesInput): AmountProblem | null {
  if (crypto.units <= 0n) return 'limits';
  if (cmp(fiat, r.minLimit) < 0) return 'belowMin';
  if (cmp(fiat, r.maxLimit) > 0) return 'aboveMax';
  return cmp(crypto, r.remaining) > 0 || (r.minTrade && cmp(crypto, r.minTrade) < 0) ? 'limits' : null;
}

const ADVERTISER_PROBLEMS: ReadonlyArray<AmountProblem | null> = [null, 'belowMin', 'aboveMax', 'limits'];

describe('checkBuyAmount: the fiat to pay against the advertiser limits', () => {
  it('accepts exactly the amounts inside [minLimit, maxLimit] whose crypto is within remaining and minTrade', () => {
    // pay = crypto x price exactly, so pay / price is exact and the verdict is decided without rounding.
    fc.assert(
      fc.property(rulesArb, amountString(6, 8), pins, (free, crypto, pin) => {
        const pay = exactOf(crypto.units * free.price.units, crypto.scale + free.price.scale);
        const r = pinned(free, pin, pay, crypto);
        expect(checkBuyAmount(pay.text, toRules(r))).toBe(advertiserProblem(pay, crypto, r));
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses any amount outside the limits, whatever the price and remaining', () => {
    fc.assert(
      fc.property(rulesArb, amountString(9, 4), (r, pay) => {
        const result = checkBuyAmount(pay.text, toRules(r));
        expect(ADVERTISER_PROBLEMS).toContain(result);
        if (pay.units === 0n) expect(result).toBe('limits');
        else if (cmp(pay, r.minLimit) < 0) expect(result).toBe('belowMin');
        else if (cmp(pay, r.maxLimit) > 0) expect(result).toBe('aboveMax');
      }),
      { numRuns: RUNS },
    );
  });

  it('calls any text that is not a non-negative number invalid, and never throws', () => {
    fc.assert(
      fc.property(rulesArb, anyText, (r, text) => {
        const amount = toMoney(text);
        const result = checkBuyAmount(text, toRules(r));
        if (!amount || amount.isNegative()) expect(result).toBe('invalid');
        else expect(ADVERTISER_PROBLEMS).toContain(result);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('checkSellAmount: the crypto to sell against the limits and the balance', () => {
  const balanceArb = fc.oneof(
    fc.constant(undefined),
    fc.constant(''),
    amountString(6, 8).map((b) => b.text),
  );

  it('matches the exact model: limits on the fiat value (rounded half-up), remaining, minTrade, then balance', () => {
    fc.assert(
      fc.property(rulesArb, amountString(4, 8), balanceArb, pins, (free, sell, freeBalance, pin) => {
        // crypto x price has at most 20 digits here, so Money's precision 20 keeps it exact.
        const fiat = exactOf(
          roundUnits(sell.units * free.price.units, sell.scale + free.price.scale, free.fiatDecimals),
          free.fiatDecimals,
        );
        const r = pinned(free, pin, fiat, sell);
        const balance = pin.balance ? sell.text : freeBalance;
        let expected = advertiserProblem(fiat, sell, r);
        if (expected === null && balance && D(sell.text).gt(balance)) expected = 'balance';
        expect(checkSellAmount(sell.text, toRules(r), balance)).toBe(expected);
      }),
      { numRuns: RUNS },
    );
  });

  it('never lets a sale exceed a known balance', () => {
    fc.assert(
      fc.property(rulesArb, amountString(4, 8), amountString(4, 8), (r, sell, balance) => {
        const result = checkSellAmount(sell.text, toRules(r), balance.text);
        if (cmp(sell, balance) > 0) expect(result).not.toBeNull();
      }),
      { numRuns: RUNS },
    );
  });

  it('calls any text that is not a non-negative number invalid, and never throws', () => {
    fc.assert(
      fc.property(rulesArb, anyText, balanceArb, (r, text, balance) => {
        const amount = toMoney(text);
        const result = checkSellAmount(text, toRules(r), balance);
        if (!amount || amount.isNegative()) expect(result).toBe('invalid');
        else expect([...ADVERTISER_PROBLEMS, 'balance']).toContain(result);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('buy and sell schemas: valid, or i18n message keys, never an exception', () => {
  const notes = fc.oneof(
    fc.string({ maxLength: NOTES_MAX + 20 }),
    fc.string({ unit: 'binary', minLength: NOTES_MAX - 5, maxLength: NOTES_MAX + 5 }),
  );

  it('buy: every message is an English key, on the right field, for the right reason', () => {
    fc.assert(
      fc.property(
        rulesArb,
        anyText,
        fc.string({ maxLength: 3 }),
        anyText,
        notes,
        (r, fiatAmount, payMethodCode, cryptoAmount, note) => {
          const rules = toRules(r);
          const errors = errorsOf(buySchema(rules), { fiatAmount, cryptoAmount, payMethodCode, notes: note });
          for (const message of Object.values(errors).flat()) expect(isEnglishKey(message)).toBe(true);

          const problem = fiatAmount === '' ? null : checkBuyAmount(fiatAmount, rules);
          expect(errors.fiatAmount).toEqual(
            fiatAmount === '' ? [REQUIRED_MESSAGE] : problem ? [AMOUNT_MESSAGES[problem]] : undefined,
          );
          expect(errors.payMethodCode).toEqual(payMethodCode === '' ? [REQUIRED_MESSAGE] : undefined);
          expect(errors.notes).toEqual(note.length > NOTES_MAX ? ['ad-detail:form.notesTooLong'] : undefined);
          expect(errors.cryptoAmount).toBeUndefined();
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('sell: every message is an English key, on the right field, for the right reason', () => {
    fc.assert(
      fc.property(
        rulesArb,
        anyText,
        fc.string({ maxLength: 3 }),
        fc.oneof(fc.constant(undefined), anyText),
        (r, cryptoAmount, userPaymentId, balance) => {
          const rules = toRules(r);
          const errors = errorsOf(sellSchema(rules, balance), { cryptoAmount, userPaymentId });
          for (const message of Object.values(errors).flat()) expect(isEnglishKey(message)).toBe(true);

          const problem = cryptoAmount === '' ? null : checkSellAmount(cryptoAmount, rules, balance);
          expect(errors.cryptoAmount).toEqual(
            cryptoAmount === '' ? [REQUIRED_MESSAGE] : problem ? [AMOUNT_MESSAGES[problem]] : undefined,
          );
          expect(errors.userPaymentId).toEqual(userPaymentId === '' ? [REQUIRED_MESSAGE] : undefined);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('payment method form (contract CreateUserPaymentRequest)', () => {
  const padded = (maxLength: number) =>
    fc
      .tuple(
        fc.constantFrom('', ' ', '\t', '\u00a0', '\n', '\u3000'),
        fc.oneof(fc.string({ maxLength }), fc.string({ unit: 'grapheme', maxLength })),
        fc.constantFrom('', ' ', '\u2003'),
      )
      .map((p) => p.join(''));

  it('is valid exactly when the method is chosen and the trimmed account (1-64) and name (1-100) fit', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 3 }),
        padded(ACCOUNT_MAX + 4),
        padded(RECEIVER_MAX + 4),
        (methodCode, accountNo, receiverName) => {
          const errors = errorsOf(paymentSchema, { methodCode, accountNo, receiverName });
          for (const message of Object.values(errors).flat()) expect(isEnglishKey(message)).toBe(true);

          const account = accountNo.trim();
          const name = receiverName.trim();
          expect(errors.methodCode).toEqual(methodCode === '' ? ['validation:required'] : undefined);
          expect(errors.accountNo).toEqual(
            account === ''
              ? ['validation:required']
              : account.length > ACCOUNT_MAX
                ? ['payment-methods:form.accountTooLong']
                : undefined,
          );
          expect(errors.receiverName).toEqual(
            name === ''
              ? ['validation:required']
              : name.length > RECEIVER_MAX
                ? ['payment-methods:form.receiverTooLong']
                : undefined,
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('sends the trimmed values', () => {
    fc.assert(
      fc.property(padded(ACCOUNT_MAX), padded(RECEIVER_MAX), (accountNo, receiverName) => {
        fc.pre(accountNo.trim() !== '' && receiverName.trim() !== '');
        expect(paymentSchema.validateSync({ methodCode: 'BANK', accountNo, receiverName })).toEqual({
          methodCode: 'BANK',
          accountNo: accountNo.trim(),
          receiverName: receiverName.trim(),
        });
      }),
      { numRuns: RUNS },
    );
  });
});

describe('security codes (6 digits, else "Invalid code format")', () => {
  const DIGITS = '0123456789'.split('');
  const code = fc.oneof(
    fc
      .tuple(
        fc.constantFrom('', ' ', '\t', '\u00a0'),
        fc.string({ unit: fc.constantFrom(...DIGITS), minLength: 4, maxLength: 8 }),
        fc.constantFrom('', ' ', '\n'),
      )
      .map((p) => p.join('')),
    fc.string({ unit: fc.constantFrom(...DIGITS, ' ', '-', 'a', '１', '٣'), maxLength: 8 }),
    fc.string({ unit: 'binary', maxLength: 8 }),
  );

  it('accepts exactly six ASCII digits after trimming; otherwise required or codeFormat', () => {
    fc.assert(
      fc.property(code, (text) => {
        const messages = errorsOf(codeSchema, text)[''] ?? [];
        const trimmed = text.trim();
        if (/^[0-9]{6}$/.test(trimmed)) expect(messages).toEqual([]);
        else if (trimmed === '') expect(messages).toContain('validation:required');
        else expect(messages).toEqual(['validation:codeFormat']);
        for (const message of messages) expect(isEnglishKey(message)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  const verifyArb = fc.option(
    fc.record({
      twoFactorRequired: fc.boolean(),
      phoneAuthRequired: fc.boolean(),
      emailAuthRequired: fc.boolean(),
      phone: fc.constant(''),
      email: fc.constant(''),
      dialCode: fc.constant(''),
      verifyInstruction: fc.constant(''),
    }),
    { nil: null },
  );

  it('asks for the codes the user can get, checks only those, and sends only those (trimmed)', () => {
    fc.assert(
      fc.property(
        verifyArb,
        fc.boolean(),
        fc.record({ smsCode: code, emailCode: code, googleCode: code }, { requiredKeys: [] }),
        (verify, twoFactorEnabled, values: CodeFormValues) => {
          const plan = planCodeFields(verify, twoFactorEnabled);
          expect(plan.length).toBeGreaterThan(0);
          expect(new Set(plan.map((f) => f.name)).size).toBe(plan.length);
          expect(plan.some((f) => f.name === 'googleCode')).toBe(Boolean(verify?.twoFactorRequired));

          const available = plan.filter((f) => f.available).map((f) => f.name);
          const errors = errorsOf(codeFormSchema(plan), values);
          for (const name of ['smsCode', 'emailCode', 'googleCode'] as const) {
            const ok = /^[0-9]{6}$/.test((values[name] ?? '').trim());
            expect(errors[name] === undefined).toBe(!available.includes(name) || ok);
          }
          const sent = toSecurityCodes(plan, values);
          for (const [name, value] of Object.entries(sent)) {
            expect(available).toContain(name);
            expect(value).toBe(value.trim());
            expect(value).not.toBe('');
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('email codes only when the email contains @, phone codes only for a non-empty phone', () => {
    const user = (email: string, phone: string, twoFactorEnabled: boolean, adminTwoFactorRequired: boolean) =>
      ({ email, phone, twoFactorEnabled, adminTwoFactorRequired }) as UserInfo;
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.emailAddress()),
        fc.string({ unit: fc.constantFrom('1', '9', ' ', '+', '*'), maxLength: 12 }),
        fc.boolean(),
        fc.boolean(),
        (email, phone, on, admin) => {
          const verify = deriveVerifyInfo(user(email, phone, on, admin));
          expect(verify.emailAuthRequired).toBe(email.includes('@'));
          if (verify.phoneAuthRequired) expect(phone).not.toBe('');
          expect(verify.phoneAuthRequired).toBe(phone.trim() !== '');
          expect(verify.twoFactorRequired).toBe(on || admin);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('trade maths of the dialogs (half-up; the fee is deducted from the amount received)', () => {
  /** Fee rates below 10% with up to 4 decimals, e.g. '0.001' (contract Advertisement.feeRate). */
  const feeRate = fc
    .integer({ min: 0, max: 999 })
    .map((units) => ({ text: decimalOf(BigInt(units), 4), units: BigInt(units), scale: 4 }));

  it("'I will pay': gross is pay / price rounded half-up, fee = feeRate x gross rounded, receive = gross - fee", () => {
    fc.assert(
      fc.property(
        amountString(6, 2, { positive: true }),
        amountString(6, 8),
        feeRate,
        fc.integer({ min: 0, max: 8 }),
        (price, crypto, fee, cryptoDecimals) => {
          const pay = decimalOf(crypto.units * price.units, crypto.scale + price.scale);
          const result = fromPay(pay, { price: price.text, feeRate: fee.text, fiatDecimals: 2, cryptoDecimals });
          const gross = roundUnits(crypto.units, crypto.scale, cryptoDecimals);
          const feeUnits = roundUnits(gross * fee.units, cryptoDecimals + fee.scale, cryptoDecimals);
          expect(result).toEqual({
            fiat: pay,
            gross: decimalOf(gross, cryptoDecimals),
            fee: decimalOf(feeUnits, cryptoDecimals),
            receive: decimalOf(gross - feeUnits, cryptoDecimals),
          });
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("'I will receive': the fee on the computed gross leaves what was typed, within one unit of the last place", () => {
    fc.assert(
      // Sizes keep gross x price within 20 digits, so precision 20 rounds only where the dialog rounds.
      fc.property(
        amountString(5, 2, { positive: true }),
        amountString(4, 8),
        feeRate,
        fc.integer({ min: 0, max: 8 }),
        (price, net, fee, cryptoDecimals) => {
          fc.pre(net.scale <= cryptoDecimals);
          const result = fromReceive(net.text, {
            price: price.text,
            feeRate: fee.text,
            fiatDecimals: 2,
            cryptoDecimals,
          });
          expect(result.receive).toBe(net.text);
          expect(result.fiat).toMatch(/^\d+\.\d{2}$/);
          const left = D(result.gross).minus(result.fee);
          expect(
            left
              .minus(net.text)
              .abs()
              .lte(D(decimalOf(1n, cryptoDecimals))),
          ).toBe(true);
          // The shown fiat is the gross at the unit price, rounded half-up to the fiat's decimals.
          const gross = parseExact(result.gross);
          const { int, fraction } = fixedParts(roundUnits(gross.units * price.units, gross.scale + price.scale, 2), 2);
          expect(result.fiat).toBe(`${int}.${fraction}`);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("'I will sell': the fiat is crypto x price rounded half-up to the fiat decimals, '' for non-numbers", () => {
    fc.assert(
      fc.property(
        amountString(6, 2, { positive: true }),
        amountString(4, 8),
        fc.integer({ min: 0, max: 2 }),
        anyText,
        (price, crypto, fiatDecimals, junk) => {
          const pricing = { price: price.text, feeRate: '0', fiatDecimals, cryptoDecimals: 8 };
          expect(fiatFor(crypto.text, pricing)).toBe(
            decimalOf(roundUnits(crypto.units * price.units, crypto.scale + price.scale, fiatDecimals), fiatDecimals),
          );
          if (toMoney(junk) === null) expect(fiatFor(junk, pricing)).toBe('');
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('canonical() turns any typed amount into the contract form ^\\d+(\\.\\d+)?$ with the same value', () => {
    fc.assert(
      fc.property(fc.oneof(decimalText({ maxInt: 15, maxFraction: 10, loose: true }), exponentText(12)), (amount) => {
        fc.pre(amount.text.trim() !== '');
        const result = canonical(amount.text);
        expect(result).toMatch(/^\d+(\.\d+)?$/);
        expect(D(result).eq(decimalOf(amount.units, amount.scale))).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('smallest() is the least amount rounded down: never above any of them, never a full unit below', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            amountString(8, 10).map((a) => a.text),
            fc.constant(null),
            fc.constant(undefined),
            fc.constant('junk'),
          ),
          { maxLength: 5 },
        ),
        fc.integer({ min: 0, max: 8 }),
        (amounts, places) => {
          const result = smallest(amounts, places);
          const numbers = amounts.filter((a): a is string => typeof a === 'string' && toMoney(a) !== null);
          if (numbers.length === 0) {
            expect(result).toBeUndefined();
            return;
          }
          expect(result).toMatch(/^\d+(\.\d+)?$/);
          const least = numbers.map((a) => D(a)).reduce((a, b) => (a.lt(b) ? a : b));
          expect(D(result as string).lte(least)).toBe(true);
          expect(least.minus(result as string).lt(D(decimalOf(1n, places)))).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
