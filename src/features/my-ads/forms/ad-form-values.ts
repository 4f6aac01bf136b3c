import type { AdSide, CreateAdRequest, MyAd, UpdateAdRequest } from '@/api/generated/models';
import { D } from '@ds';

/**
 * What the post-ad form holds: amounts as canonical decimal strings, a floating price as its margin (the percentage
 * of the market price takers pay, 100 being the market price itself, as the large exchanges show it), never as a
 * signed number a keyboard without a minus key could not type.
 */
export interface AdFormValues {
  makerSide: AdSide;
  asset: string;
  fiat: string;
  priceType: 'FIXED' | 'FLOATING';
  price: string;
  margin: string;
  quantity: string;
  minLimit: string;
  maxLimit: string;
  payMethodCodes: string[];
  userPaymentIds: string[];
  payWindowMinutes: number;
  remark: string;
  autoReply: string;
  kycRequired: boolean;
  minRegisteredDays: number;
  maxOpenOrders: number;
  online: boolean;
}

/** The fields each step checks before the next one opens. */
export const STEP_FIELDS: ReadonlyArray<ReadonlyArray<keyof AdFormValues>> = [
  ['makerSide', 'asset', 'fiat', 'priceType', 'price', 'margin'],
  ['quantity', 'minLimit', 'maxLimit', 'payMethodCodes', 'userPaymentIds', 'payWindowMinutes'],
  ['remark', 'autoReply', 'kycRequired', 'minRegisteredDays', 'maxOpenOrders', 'online'],
];

export function emptyAdForm(asset: string, fiat: string, payWindowMinutes: number): AdFormValues {
  return {
    makerSide: 'SELL',
    asset,
    fiat,
    priceType: 'FLOATING',
    price: '',
    margin: '100',
    quantity: '',
    minLimit: '',
    maxLimit: '',
    payMethodCodes: [],
    userPaymentIds: [],
    payWindowMinutes,
    remark: '',
    autoReply: '',
    kycRequired: false,
    minRegisteredDays: 0,
    maxOpenOrders: 0,
    online: true,
  };
}

/** An ad being edited starts from what it says now. */
export function adFormFrom(ad: MyAd): AdFormValues {
  return {
    makerSide: ad.makerSide,
    asset: ad.asset,
    fiat: ad.fiat,
    priceType: ad.priceType,
    price: ad.priceType === 'FIXED' ? ad.price : '',
    margin: D(100)
      .plus(ad.premiumPercent ?? '0')
      .toFixed(),
    quantity: ad.quantity,
    minLimit: ad.minLimit,
    maxLimit: ad.maxLimit,
    payMethodCodes: ad.payMethods.map((m) => m.code),
    userPaymentIds: [...(ad.userPaymentIds ?? [])],
    payWindowMinutes: ad.payWindowMinutes,
    remark: ad.remark,
    autoReply: ad.autoReply,
    kycRequired: ad.takerConditions.kycRequired,
    minRegisteredDays: ad.takerConditions.minRegisteredDays,
    maxOpenOrders: ad.takerConditions.maxOpenOrders,
    online: ad.status === 'ONLINE',
  };
}

/** The margin as the contract's signed premium: 99.2 % of the market price is '-0.8'. */
const premiumOf = (margin: string) => D(margin).minus(100).toFixed();

type AdTerms = Omit<CreateAdRequest, 'makerSide' | 'asset' | 'fiat' | 'status' | 'clientRequestId' | 'verifyCodes'>;

function termsOf(values: AdFormValues): AdTerms {
  const sells = values.makerSide === 'SELL';
  return {
    priceType: values.priceType,
    ...(values.priceType === 'FIXED' ? { price: values.price } : { premiumPercent: premiumOf(values.margin) }),
    quantity: values.quantity,
    minLimit: values.minLimit,
    maxLimit: values.maxLimit,
    ...(sells ? { userPaymentIds: values.userPaymentIds } : { payMethodCodes: values.payMethodCodes }),
    payWindowMinutes: values.payWindowMinutes,
    remark: values.remark.trim(),
    autoReply: values.autoReply.trim(),
    takerConditions: {
      kycRequired: values.kycRequired,
      minRegisteredDays: values.minRegisteredDays,
      maxOpenOrders: values.maxOpenOrders,
    },
  };
}

export function createAdRequest(values: AdFormValues, clientRequestId: string): CreateAdRequest {
  return {
    makerSide: values.makerSide,
    asset: values.asset,
    fiat: values.fiat,
    ...termsOf(values),
    status: values.online ? 'ONLINE' : 'OFFLINE',
    clientRequestId,
  };
}

export function updateAdRequest(adNo: string, values: AdFormValues, clientRequestId: string): UpdateAdRequest {
  return { adNo, ...termsOf(values), clientRequestId };
}
