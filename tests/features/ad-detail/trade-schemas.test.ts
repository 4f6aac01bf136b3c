import type { AmountRules } from '@/features/ad-detail/forms/amount-rules';
import { checkBuyAmount, checkSellAmount } from '@/features/ad-detail/forms/amount-rules';
import { buySchema, type BuyFormValues } from '@/features/ad-detail/forms/buy-schema';
import { sellSchema, type SellFormValues } from '@/features/ad-detail/forms/sell-schema';
import { paymentSchema } from '@/features/payment-methods/payment-schema';
import type { ValidationError } from 'yup';

// One schema per form; messages are i18n keys (texts in validation.json), so they follow the user's language.

const rules: AmountRules = {
  price: '1.02',
  feeRate: '0.001',
  fiatDecimals: 2,
  cryptoDecimals: 2,
  minLimit: '220.00',
  maxLimit: '990.00',
  remaining: '500.00',
  minTrade: '10',
};

async function errorsOf(
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  values: object,
): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((e) => [e.path ?? '', e.message]));
  }
}

const buy = (patch: Partial<BuyFormValues>): BuyFormValues => ({
  fiatAmount: '300',
  cryptoAmount: '',
  payMethodCode: 'WISE',
  notes: '',
  ...patch,
});
const sell = (patch: Partial<SellFormValues>): SellFormValues => ({
  cryptoAmount: '300',
  userPaymentId: '7730012',
  ...patch,
});

describe('buy form', () => {
  const schema = buySchema(rules);

  it('accepts an amount inside the limits and the remaining quantity', async () => {
    expect(await errorsOf(schema, buy({}))).toEqual({});
    expect(await errorsOf(schema, buy({ fiatAmount: '220' }))).toEqual({});
    expect(await errorsOf(schema, buy({ fiatAmount: '510.00' }))).toEqual({}); // 500.00 crypto exactly
  });

  it('says "The field cannot be left blank." for a blank amount and a missing payment method', async () => {
    expect(await errorsOf(schema, buy({ fiatAmount: '', payMethodCode: '' }))).toEqual({
      fiatAmount: 'validation:required',
      payMethodCode: 'validation:required',
    });
  });

  it('names the limit an amount is below or above ("Minimum 220.00 USD")', async () => {
    expect(await errorsOf(schema, buy({ fiatAmount: '219.99' }))).toEqual({ fiatAmount: 'validation:belowMinimum' });
    expect(await errorsOf(schema, buy({ fiatAmount: '990.01' }))).toEqual({ fiatAmount: 'validation:aboveMaximum' });
  });

  it.each([
    ['above the remaining quantity (510.01 / 1.02 > 500)', '510.01'],
    ['zero', '0'],
  ])('asks to adjust the crypto amount when %s', async (_name, fiatAmount) => {
    expect(await errorsOf(schema, buy({ fiatAmount }))).toEqual({ fiatAmount: 'validation:cryptoAmountLimit' });
  });

  it('rejects what is not a number', async () => {
    for (const fiatAmount of ['abc', '1.2.3', '-5']) {
      expect(await errorsOf(schema, buy({ fiatAmount }))).toEqual({ fiatAmount: 'validation:invalidNumber' });
    }
  });

  it('limits notes to 200 characters', async () => {
    expect(await errorsOf(schema, buy({ notes: 'x'.repeat(200) }))).toEqual({});
    expect(await errorsOf(schema, buy({ notes: 'x'.repeat(201) }))).toEqual({ notes: 'ad-detail:form.notesTooLong' });
  });

  it('checks the minimum trade amount of the coin when known', () => {
    expect(checkBuyAmount('225', { ...rules, minLimit: '1', minTrade: '250' })).toBe('limits');
    expect(checkBuyAmount('225', { ...rules, minLimit: '1', minTrade: undefined })).toBeNull();
  });
});

describe('sell form', () => {
  const schema = sellSchema({ ...rules, price: '0.98' }, '400.00');

  it('accepts an amount inside the limits, the remaining and the balance', async () => {
    expect(await errorsOf(schema, sell({}))).toEqual({});
  });

  it('requires an amount and a payment method', async () => {
    expect(await errorsOf(schema, sell({ cryptoAmount: '', userPaymentId: '' }))).toEqual({
      cryptoAmount: 'validation:required',
      userPaymentId: 'validation:required',
    });
  });

  it('checks the fiat value against the limits and the crypto against the remaining quantity', async () => {
    expect(await errorsOf(schema, sell({ cryptoAmount: '224' }))).toEqual({ cryptoAmount: 'validation:belowMinimum' }); // 219.52 USD
    expect(checkSellAmount('500.01', { ...rules, price: '0.98', maxLimit: '9999' }, undefined)).toBe('limits');
  });

  it('says the balance is insufficient above the available balance', async () => {
    expect(await errorsOf(schema, sell({ cryptoAmount: '400.01' }))).toEqual({
      cryptoAmount: 'validation:insufficientBalance',
    });
    expect(await errorsOf(schema, sell({ cryptoAmount: '400' }))).toEqual({});
  });

  it('leaves the balance to the server while it is unknown', () => {
    expect(checkSellAmount('450', { ...rules, price: '0.98' }, undefined)).toBeNull();
  });

  it('rejects what is not a number', async () => {
    expect(await errorsOf(schema, sell({ cryptoAmount: '12,3,4' }))).toEqual({
      cryptoAmount: 'validation:invalidNumber',
    });
  });
});

describe('payment method form', () => {
  it('requires a method, an account and a receiver (blank after trimming counts as blank)', async () => {
    expect(await errorsOf(paymentSchema, { methodCode: '', accountNo: '   ', receiverName: '' })).toEqual({
      methodCode: 'validation:required',
      accountNo: 'validation:required',
      receiverName: 'validation:required',
    });
  });

  it('keeps the contract lengths', async () => {
    expect(
      await errorsOf(paymentSchema, { methodCode: 'WISE', accountNo: 'a'.repeat(65), receiverName: 'b'.repeat(101) }),
    ).toEqual({
      accountNo: 'payment-methods:form.accountTooLong',
      receiverName: 'payment-methods:form.receiverTooLong',
    });
  });
});
