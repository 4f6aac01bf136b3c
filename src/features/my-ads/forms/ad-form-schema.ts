import * as yup from 'yup';
import type { AdRules } from '@/api/generated/models';
import { toMoney } from '@ds';
import type { AdFormValues } from './ad-form-values';
import { fixedPriceBand, largestOrder, marginBand, takerPrice } from './ad-price';

/** What the checks need beyond the values; undefined parts are unknown yet, and the server checks them. */
export interface AdFormContext {
  rules: AdRules;
  market: string | undefined;
  fiatScale: number;
  /** The most a sell ad may hold: the spot balance's available (plus what the ad holds already, when edited). */
  maxQuantity: string | undefined;
  /** Editing: what orders in progress and past trades hold, below which the quantity cannot go. */
  minQuantity: string | undefined;
}

/** Message keys; the form passes each field the figures they name. */
const AD_FORM_MESSAGES = {
  required: 'validation:required',
  invalid: 'validation:invalidNumber',
  priceBand: 'my-ads:form.error.priceBand',
  marginBand: 'my-ads:form.error.marginBand',
  quantityBalance: 'validation:insufficientBalance',
  quantityHeld: 'my-ads:form.error.quantityHeld',
  minAboveMax: 'my-ads:form.error.minAboveMax',
  maxAboveTotal: 'my-ads:form.error.maxAboveTotal',
  payMethods: 'my-ads:form.error.payMethods',
  tooManyMethods: 'my-ads:form.error.tooManyMethods',
  tooLong: 'validation:maxLength',
} as const;

const positive = (value: string | undefined) => {
  const amount = toMoney(value);
  return amount && amount.gt(0) ? amount : null;
};

function amountField() {
  return yup
    .string()
    .defined()
    .test('amount', AD_FORM_MESSAGES.invalid, (value) => !value || positive(value) !== null);
}

export function adFormSchema(ctx: AdFormContext): yup.ObjectSchema<AdFormValues> {
  const { rules } = ctx;
  const methods = (side: AdFormValues['makerSide']) =>
    yup
      .array(yup.string().defined())
      .defined()
      .test('chosen', AD_FORM_MESSAGES.payMethods, function chosen(value) {
        return (this.parent as AdFormValues).makerSide !== side || value.length > 0;
      })
      .max(rules.maxPayMethods, AD_FORM_MESSAGES.tooManyMethods);
  const text = (max: number) => yup.string().defined().max(max, AD_FORM_MESSAGES.tooLong);

  return yup.object({
    makerSide: yup.mixed<AdFormValues['makerSide']>().oneOf(['BUY', 'SELL']).defined(),
    asset: yup.string().defined().required(AD_FORM_MESSAGES.required),
    fiat: yup.string().defined().required(AD_FORM_MESSAGES.required),
    priceType: yup.mixed<AdFormValues['priceType']>().oneOf(['FIXED', 'FLOATING']).defined(),
    price: amountField().test('price', AD_FORM_MESSAGES.priceBand, function check(value) {
      if ((this.parent as AdFormValues).priceType !== 'FIXED') return true;
      if (!value) return this.createError({ message: AD_FORM_MESSAGES.required });
      const band = fixedPriceBand(rules.priceBandPercent, ctx.market, ctx.fiatScale);
      const price = positive(value);
      return !band || !price || (price.gte(band.min) && price.lte(band.max));
    }),
    margin: amountField().test('margin', AD_FORM_MESSAGES.marginBand, function check(value) {
      if ((this.parent as AdFormValues).priceType !== 'FLOATING') return true;
      if (!value) return this.createError({ message: AD_FORM_MESSAGES.required });
      const band = marginBand(rules.priceBandPercent);
      const margin = positive(value);
      return !margin || (margin.gte(band.min) && margin.lte(band.max));
    }),
    quantity: amountField()
      .required(AD_FORM_MESSAGES.required)
      .test('balance', AD_FORM_MESSAGES.quantityBalance, function check(value) {
        const amount = positive(value);
        const most = toMoney(ctx.maxQuantity);
        return (this.parent as AdFormValues).makerSide !== 'SELL' || !amount || !most || amount.lte(most);
      })
      .test('held', AD_FORM_MESSAGES.quantityHeld, (value) => {
        const amount = positive(value);
        const least = toMoney(ctx.minQuantity);
        return !amount || !least || amount.gte(least);
      }),
    minLimit: amountField()
      .required(AD_FORM_MESSAGES.required)
      .test('order', AD_FORM_MESSAGES.minAboveMax, function check(value) {
        const min = positive(value);
        const max = positive((this.parent as AdFormValues).maxLimit);
        return !min || !max || min.lte(max);
      }),
    maxLimit: amountField()
      .required(AD_FORM_MESSAGES.required)
      .test('total', AD_FORM_MESSAGES.maxAboveTotal, function check(value) {
        const values = this.parent as AdFormValues;
        const max = positive(value);
        const ceiling = largestOrder(values.quantity, takerPrice(values, ctx.market, ctx.fiatScale), ctx.fiatScale);
        return !max || !ceiling || max.lte(ceiling);
      }),
    payMethodCodes: methods('BUY'),
    userPaymentIds: methods('SELL'),
    payWindowMinutes: yup.number().defined().oneOf(rules.payWindowMinutes),
    remark: text(rules.remarkMaxLength),
    autoReply: text(rules.autoReplyMaxLength),
    kycRequired: yup.boolean().defined(),
    minRegisteredDays: yup.number().defined().min(0).max(365),
    maxOpenOrders: yup.number().defined().min(0).max(20),
    online: yup.boolean().defined(),
  });
}
