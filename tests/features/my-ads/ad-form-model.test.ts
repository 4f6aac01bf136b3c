import type { AdRules } from '@/api/generated/models';
import { AD_RULES } from '@mocks/state/my-ads';
import { clearAdDraft, readAdDraft, saveAdDraft } from '@/features/my-ads/forms/ad-draft-storage';
import { adFormSchema, type AdFormContext } from '@/features/my-ads/forms/ad-form-schema';
import {
  adFormFrom,
  createAdRequest,
  emptyAdForm,
  updateAdRequest,
  type AdFormValues,
} from '@/features/my-ads/forms/ad-form-values';
import { fixedPriceBand, largestOrder, takerPrice } from '@/features/my-ads/forms/ad-price';

const RULES: AdRules = AD_RULES;

const CTX: AdFormContext = {
  rules: RULES,
  market: '0.9412',
  fiatScale: 2,
  maxQuantity: '2500',
  minQuantity: undefined,
};

function filled(patch: Partial<AdFormValues> = {}): AdFormValues {
  return {
    ...emptyAdForm('USDT', 'EUR', 15),
    margin: '99.5',
    quantity: '1000',
    minLimit: '20',
    maxLimit: '900',
    userPaymentIds: ['7730003'],
    ...patch,
  };
}

async function errorsOf(values: AdFormValues, ctx: AdFormContext = CTX): Promise<Record<string, string>> {
  try {
    await adFormSchema(ctx).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: Array<{ path: string; message: string }> }).inner;
    return Object.fromEntries(inner.map((e) => [e.path, e.message]));
  }
}

describe('the post-ad form: price', () => {
  it('works a floating price out as the server does: the market price times the margin, half-up at the fiat', () => {
    expect(takerPrice({ priceType: 'FLOATING', price: '', margin: '99.5' }, '0.9412', 2)?.toFixed()).toBe('0.94');
    expect(takerPrice({ priceType: 'FLOATING', price: '', margin: '101.5' }, '0.9412', 2)?.toFixed()).toBe('0.96');
    expect(takerPrice({ priceType: 'FIXED', price: '0.93', margin: '100' }, '0.9412', 2)?.toFixed()).toBe('0.93');
    expect(takerPrice({ priceType: 'FLOATING', price: '', margin: '100' }, undefined, 2)).toBeNull();
  });

  it('allows fixed prices within the band, both ends rounded inwards', () => {
    const band = fixedPriceBand(RULES.priceBandPercent, '0.9412', 2);
    expect(band?.min.toFixed()).toBe('0.76');
    expect(band?.max.toFixed()).toBe('1.12');
  });

  it('caps the largest order at the total amount times the price, rounded down', () => {
    expect(largestOrder('1000', takerPrice(filled(), '0.9412', 2), 2)?.toFixed()).toBe('940');
    expect(largestOrder('', null, 2)).toBeNull();
  });
});

describe('the post-ad form: checks', () => {
  it('passes a complete sell ad', async () => {
    expect(await errorsOf(filled())).toEqual({});
  });

  it('refuses a margin outside the band and a fixed price outside it, saying which', async () => {
    expect((await errorsOf(filled({ margin: '121' }))).margin).toBe('my-ads:form.error.marginBand');
    expect((await errorsOf(filled({ margin: '79.99' }))).margin).toBe('my-ads:form.error.marginBand');
    const fixed = filled({ priceType: 'FIXED', price: '1.20' });
    expect((await errorsOf(fixed)).price).toBe('my-ads:form.error.priceBand');
    expect((await errorsOf({ ...fixed, price: '' })).price).toBe('validation:required');
    // Without a market price the band is unknown: the server checks it (30022).
    expect(await errorsOf({ ...fixed, maxLimit: '900' }, { ...CTX, market: undefined })).toEqual({});
  });

  it('keeps a sell ad within the balance, a buy ad without one', async () => {
    expect((await errorsOf(filled({ quantity: '2500.01' }))).quantity).toBe('validation:insufficientBalance');
    expect(
      (await errorsOf(filled({ makerSide: 'BUY', quantity: '2500.01', payMethodCodes: ['SEPA'] }))).quantity,
    ).toBeUndefined();
  });

  it('keeps the limits in order and within what the quantity is worth', async () => {
    expect((await errorsOf(filled({ minLimit: '901' }))).minLimit).toBe('my-ads:form.error.minAboveMax');
    expect((await errorsOf(filled({ maxLimit: '940.01' }))).maxLimit).toBe('my-ads:form.error.maxAboveTotal');
    expect((await errorsOf(filled({ maxLimit: '940' }))).maxLimit).toBeUndefined();
  });

  it('asks for the payment methods of the side: saved accounts to sell, method types to buy, at most 5', async () => {
    expect((await errorsOf(filled({ userPaymentIds: [] }))).userPaymentIds).toBe('my-ads:form.error.payMethods');
    const buy = filled({ makerSide: 'BUY', userPaymentIds: [] });
    expect((await errorsOf(buy)).payMethodCodes).toBe('my-ads:form.error.payMethods');
    const six = ['SEPA', 'WISE', 'REVOLUT', 'PAYPAL', 'BANK_TRANSFER', 'SEPA_INSTANT'];
    expect((await errorsOf({ ...buy, payMethodCodes: six })).payMethodCodes).toBe('my-ads:form.error.tooManyMethods');
  });

  it('does not let an edited ad go below what its orders hold', async () => {
    expect((await errorsOf(filled({ quantity: '40' }), { ...CTX, minQuantity: '50' })).quantity).toBe(
      'my-ads:form.error.quantityHeld',
    );
  });
});

describe('the post-ad form: requests', () => {
  it('sends a floating sell ad as the contract asks: a signed premium, saved accounts, trimmed texts', () => {
    const request = createAdRequest(
      filled({ margin: '99.2', remark: '  Own account only. ', autoReply: ' Hi ', kycRequired: true }),
      'key-1',
    );
    expect(request).toEqual({
      makerSide: 'SELL',
      asset: 'USDT',
      fiat: 'EUR',
      priceType: 'FLOATING',
      premiumPercent: '-0.8',
      quantity: '1000',
      minLimit: '20',
      maxLimit: '900',
      userPaymentIds: ['7730003'],
      payWindowMinutes: 15,
      remark: 'Own account only.',
      autoReply: 'Hi',
      takerConditions: { kycRequired: true, minRegisteredDays: 0, maxOpenOrders: 0 },
      status: 'ONLINE',
      clientRequestId: 'key-1',
    });
  });

  it('sends a fixed buy ad with method codes and no side or pair when edited', () => {
    const values = filled({ makerSide: 'BUY', priceType: 'FIXED', price: '0.95', payMethodCodes: ['SEPA'] });
    const update = updateAdRequest('AD1', values, 'key-2');
    expect(update).toMatchObject({ adNo: 'AD1', priceType: 'FIXED', price: '0.95', payMethodCodes: ['SEPA'] });
    expect(update).not.toHaveProperty('makerSide');
    expect(update).not.toHaveProperty('premiumPercent');
    expect(update).not.toHaveProperty('userPaymentIds');
  });

  it('opens an ad for editing with its margin from the premium', () => {
    const values = adFormFrom({
      adNo: 'AD1',
      makerSide: 'BUY',
      asset: 'USDC',
      fiat: 'EUR',
      priceType: 'FLOATING',
      price: '0.93',
      premiumPercent: '-0.8',
      quantity: '500',
      remaining: '450',
      frozen: '0',
      minLimit: '10',
      maxLimit: '400',
      payMethods: [{ code: 'SEPA', name: 'SEPA' }],
      payWindowMinutes: 30,
      remark: '',
      autoReply: '',
      takerConditions: { kycRequired: true, minRegisteredDays: 30, maxOpenOrders: 0 },
      status: 'OFFLINE',
      ordersInProgress: 0,
      createdAt: '2026-11-29T08:00:00Z',
      updatedAt: '2026-11-29T08:00:00Z',
    });
    expect(values).toMatchObject({ margin: '99.2', price: '', payMethodCodes: ['SEPA'], online: false });
  });
});

describe('the post-ad form: draft', () => {
  beforeEach(() => localStorage.clear());

  it('keeps what was typed per account and ad, and forgets it when cleared', () => {
    const start = emptyAdForm('USDT', 'EUR', 15);
    saveAdDraft('u1', undefined, filled({ remark: 'Mine' }), 1);
    expect(readAdDraft('u1', undefined, start)).toMatchObject({
      step: 1,
      values: { remark: 'Mine', quantity: '1000' },
    });
    expect(readAdDraft('u2', undefined, start)).toBeNull();
    expect(readAdDraft('u1', 'AD1', start)).toBeNull();
    clearAdDraft('u1', undefined);
    expect(readAdDraft('u1', undefined, start)).toBeNull();
  });

  it('takes from a tampered draft only the fields of the right type', () => {
    const start = emptyAdForm('USDT', 'EUR', 15);
    localStorage.setItem(
      'p2p.adDraft.u1.new',
      JSON.stringify({ savedAt: Date.now(), step: 9, values: { quantity: 5, remark: 'ok', userPaymentIds: [1, 2] } }),
    );
    const draft = readAdDraft('u1', undefined, start);
    expect(draft?.step).toBe(0);
    expect(draft?.values).toMatchObject({ quantity: '', remark: 'ok', userPaymentIds: [] });
    localStorage.setItem('p2p.adDraft.u1.new', '{not json');
    expect(readAdDraft('u1', undefined, start)).toBeNull();
  });

  it('forgets a draft older than a week', () => {
    const start = emptyAdForm('USDT', 'EUR', 15);
    localStorage.setItem(
      'p2p.adDraft.u1.new',
      JSON.stringify({ savedAt: Date.now() - 8 * 86_400_000, step: 1, values: filled() }),
    );
    expect(readAdDraft('u1', undefined, start)).toBeNull();
  });
});
