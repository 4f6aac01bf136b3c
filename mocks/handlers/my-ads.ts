import { http } from 'msw';
import type {
  AdRules,
  AdRulesResponse,
  AdTakerConditions,
  AdvertiserStatusResponse,
  ChangeAdStatusRequest,
  CloseAdRequest,
  CreateAdRequest,
  MyAd,
  MyAdListRequest,
  MyAdListResponse,
  MyAdResponse,
  UpdateAdRequest,
} from '@/api/generated/models';
import { findCrypto, findFiat } from '../fixtures/currencies';
import { PAY_METHODS_BY_FIAT, payMethod } from '../fixtures/payment-methods';
import { BIZ, MockBadRequest, MockBizError, invalidField } from '../state/business-codes';
import { checkCodes, checkTradingPrerequisites } from '../state/gates';
import { dec, isDecimalString } from '../state/money';
import {
  AD_RULES,
  checkAdvertiser,
  checkCanGoOnline,
  checkOpenAdsLimit,
  checkOrderLimits,
  checkPriceBand,
  findOwnAd,
  listMakerAd,
  nextAdNumber,
  reserveDifference,
  toMyAd,
} from '../state/my-ads';
import { followMarket, remainingOf } from '../state/maker-ad-view';
import { getState } from '../state/store';
import type { MakerAdRecord, UserState } from '../state/types';
import { jsonBody, ok, paging, protectedRoute } from './respond';

// The maker side (docs/product-rules.md §18). The mock server checks the contract's shapes; these checks guard the
// browser worker, which has none at hand, and the rules a schema cannot state.

const CLIENT_KEY = /^[A-Za-z0-9_-]{8,64}$/;
const PREMIUM = /^-?(0|[1-9]\d{0,2})(\.\d{1,2})?$/;
type Editable = Partial<Omit<CreateAdRequest, 'clientRequestId' | 'verifyCodes' | 'status'>>;

function decimalField(value: unknown, name: string, scale: number): string {
  if (!isDecimalString(value) || dec(value).lte(0)) throw invalidField(`${name} must be a positive number.`);
  if (dec(value).decimalPlaces() > scale) throw invalidField(`${name} allows at most ${scale} decimal places.`);
  return dec(value).toFixed();
}

function textField(value: unknown, name: string, max: number): string {
  if (value === undefined) return '';
  if (typeof value !== 'string' || [...value].length > max)
    throw invalidField(`${name} holds at most ${max} characters.`);
  return value.trim();
}

function conditions(value: unknown): AdTakerConditions {
  if (value === undefined) return { kycRequired: false, minRegisteredDays: 0, maxOpenOrders: 0 };
  const c = value as Partial<AdTakerConditions>;
  const count = (n: unknown, max: number) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= max;
  if (typeof c.kycRequired !== 'boolean' || !count(c.minRegisteredDays, 365) || !count(c.maxOpenOrders, 20))
    throw invalidField('takerConditions is invalid.');
  return { kycRequired: c.kycRequired, minRegisteredDays: c.minRegisteredDays!, maxOpenOrders: c.maxOpenOrders! };
}

/** The payment methods for the ad's side: a sell ad's saved ones (their codes shown), a buy ad's method codes. */
function paymentsOf(
  user: UserState,
  ad: MakerAdRecord,
  body: Editable,
): Pick<MakerAdRecord, 'payMethodCodes' | 'userPaymentIds'> {
  const accepted = PAY_METHODS_BY_FIAT[ad.fiat] ?? [];
  if (ad.makerSide === 'SELL') {
    const ids = body.userPaymentIds ?? ad.userPaymentIds;
    if (!Array.isArray(ids) || ids.length === 0) throw invalidField('Choose the payment methods buyers pay you with.');
    if (ids.length > AD_RULES.maxPayMethods)
      throw invalidField(`Choose at most ${AD_RULES.maxPayMethods} payment methods.`);
    const saved = ids.map((id) => user.paymentMethods.find((method) => method.id === id));
    if (saved.some((method) => !method)) throw invalidField('A payment method is not among your saved ones.');
    const codes = [...new Set(saved.map((method) => method!.methodCode))];
    if (codes.some((code) => !accepted.includes(code)))
      throw invalidField(`A payment method is not used for ${ad.fiat}.`);
    return { payMethodCodes: codes, userPaymentIds: [...ids] };
  }
  const codes = body.payMethodCodes ?? ad.payMethodCodes;
  if (!Array.isArray(codes) || codes.length === 0) throw invalidField('Choose the payment methods you pay with.');
  if (codes.length > AD_RULES.maxPayMethods)
    throw invalidField(`Choose at most ${AD_RULES.maxPayMethods} payment methods.`);
  if (codes.some((code) => !accepted.includes(code)))
    throw invalidField(`A payment method is not used for ${ad.fiat}.`);
  return { payMethodCodes: [...new Set(codes)] };
}

/** Applies the sent fields to a copy of the ad and checks every rule a schema cannot state. */
function edited(user: UserState, base: MakerAdRecord, body: Editable, creating = false): MakerAdRecord {
  const fiatScale = findFiat(base.fiat)?.scale ?? 2;
  const cryptoScale = findCrypto(base.asset)?.scale ?? 8;
  const next: MakerAdRecord = { ...base, takerConditions: { ...base.takerConditions } };
  if (body.priceType !== undefined) {
    if (body.priceType !== 'FIXED' && body.priceType !== 'FLOATING') throw invalidField('priceType is invalid.');
    next.priceType = body.priceType;
  }
  if (next.priceType === 'FIXED') {
    if (creating || body.price !== undefined || base.priceType !== 'FIXED')
      next.fixedPrice = decimalField(body.price, 'price', fiatScale);
    delete next.premiumPercent;
  } else {
    if (creating || body.premiumPercent !== undefined || base.priceType !== 'FLOATING') {
      if (typeof body.premiumPercent !== 'string' || !PREMIUM.test(body.premiumPercent))
        throw invalidField('premiumPercent is required for a floating price.');
      next.premiumPercent = dec(body.premiumPercent).toFixed();
    }
    delete next.fixedPrice;
  }
  if (body.quantity !== undefined) next.quantity = decimalField(body.quantity, 'quantity', cryptoScale);
  if (body.minLimit !== undefined) next.minLimit = decimalField(body.minLimit, 'minLimit', fiatScale);
  if (body.maxLimit !== undefined) next.maxLimit = decimalField(body.maxLimit, 'maxLimit', fiatScale);
  if (body.payWindowMinutes !== undefined) {
    if (!AD_RULES.payWindowMinutes.includes(body.payWindowMinutes as number))
      throw invalidField(`The payment window must be one of ${AD_RULES.payWindowMinutes.join(', ')} minutes.`);
    next.payWindowMinutes = body.payWindowMinutes;
  }
  if (body.remark !== undefined) next.remark = textField(body.remark, 'remark', AD_RULES.remarkMaxLength);
  if (body.autoReply !== undefined)
    next.autoReply = textField(body.autoReply, 'autoReply', AD_RULES.autoReplyMaxLength);
  if (body.takerConditions !== undefined) next.takerConditions = conditions(body.takerConditions);
  Object.assign(next, paymentsOf(user, next, body));
  if (dec(next.quantity).lt(dec(next.frozen).plus(next.traded)))
    throw new MockBizError(
      BIZ.AD_HAS_ORDERS_IN_PROGRESS,
      `The quantity cannot be lower than what orders in progress hold: ${dec(next.frozen).plus(next.traded).toFixed()} ${next.asset}.`,
    );
  checkPriceBand(next);
  checkOrderLimits(next);
  return next;
}

function idempotent(user: UserState, command: string, key: unknown, run: () => MyAd): MyAd {
  if (typeof key !== 'string' || !CLIENT_KEY.test(key)) throw invalidField('clientRequestId is missing or invalid.');
  const slot = `${command}:${user.profile.userId}:${key}`;
  const state = getState();
  const first = state.idempotency.get(slot) as MyAd | undefined;
  if (first) return first;
  const result = run();
  state.idempotency.set(slot, result);
  return result;
}

function createAd(user: UserState, body: Partial<CreateAdRequest>): MyAd {
  return idempotent(user, 'create-adv', body.clientRequestId, () => {
    checkTradingPrerequisites(user);
    checkAdvertiser(user);
    if (body.makerSide !== 'BUY' && body.makerSide !== 'SELL') throw invalidField('makerSide must be BUY or SELL.');
    if (typeof body.asset !== 'string' || !findCrypto(body.asset)) throw invalidField('asset is not traded here.');
    if (typeof body.fiat !== 'string' || !findFiat(body.fiat) || !PAY_METHODS_BY_FIAT[body.fiat])
      throw invalidField('fiat is not traded here.');
    if (body.status !== undefined && body.status !== 'ONLINE' && body.status !== 'OFFLINE')
      throw invalidField('status must be ONLINE or OFFLINE.');
    for (const field of ['quantity', 'minLimit', 'maxLimit', 'payWindowMinutes', 'priceType'] as const)
      if (body[field] === undefined) throw invalidField(`${field} is required.`);
    const now = Date.now();
    const blank: MakerAdRecord = {
      adNo: '',
      ownerId: user.profile.userId,
      makerSide: body.makerSide,
      asset: body.asset,
      fiat: body.fiat,
      priceType: 'FIXED',
      quantity: '0',
      frozen: '0',
      traded: '0',
      minLimit: '0',
      maxLimit: '0',
      payMethodCodes: [],
      payWindowMinutes: AD_RULES.payWindowMinutes[0]!,
      remark: '',
      autoReply: '',
      takerConditions: conditions(undefined),
      status: body.status ?? 'ONLINE',
      createdAt: now,
      updatedAt: now,
    };
    const ad = edited(user, blank, body, true);
    checkOpenAdsLimit(user);
    if (ad.status === 'ONLINE') checkCanGoOnline(ad);
    if (ad.makerSide === 'SELL') {
      const available = user.balances.get(ad.asset)?.available ?? '0';
      if (dec(ad.quantity).gt(available))
        throw new MockBizError(BIZ.INSUFFICIENT_BALANCE, `Insufficient balance: ${available} ${ad.asset} available.`);
    }
    // Last, so that an ad refused for its terms does not use up the codes typed for it.
    checkCodes(user, body.verifyCodes, 'POST_AD');
    ad.adNo = nextAdNumber();
    reserveDifference(user, ad, 0, ad.quantity);
    getState().makerAds.set(ad.adNo, ad);
    listMakerAd(ad);
    return toMyAd(ad);
  });
}

function updateAd(user: UserState, body: Partial<UpdateAdRequest>): MyAd {
  return idempotent(user, 'update-adv', body.clientRequestId, () => {
    const ad = findOwnAd(user, body.adNo);
    if (ad.status === 'CLOSED') throw new MockBizError(BIZ.STATE_NOT_ALLOWED, 'A closed ad cannot be changed.');
    const next = edited(user, ad, body);
    if (next.status === 'ONLINE') checkCanGoOnline(next);
    reserveDifference(user, ad, remainingOf(ad), remainingOf(next));
    Object.assign(ad, next, { updatedAt: Date.now() });
    listMakerAd(ad);
    return toMyAd(ad);
  });
}

function changeStatus(user: UserState, body: Partial<ChangeAdStatusRequest>): MyAd {
  const ad = findOwnAd(user, body.adNo);
  if (body.status !== 'ONLINE' && body.status !== 'OFFLINE') throw invalidField('status must be ONLINE or OFFLINE.');
  if (ad.status === 'CLOSED') throw new MockBizError(BIZ.STATE_NOT_ALLOWED, 'A closed ad cannot be listed again.');
  if (ad.status !== body.status) {
    if (body.status === 'ONLINE') {
      checkAdvertiser(user);
      checkPriceBand(ad);
      checkCanGoOnline(ad);
    }
    ad.status = body.status;
    ad.updatedAt = Date.now();
  }
  listMakerAd(ad);
  return toMyAd(ad);
}

function closeAd(user: UserState, body: Partial<CloseAdRequest>): MyAd {
  const ad = findOwnAd(user, body.adNo);
  if (ad.status === 'CLOSED') return toMyAd(ad);
  if (toMyAd(ad).ordersInProgress > 0)
    throw new MockBizError(
      BIZ.AD_HAS_ORDERS_IN_PROGRESS,
      'The ad has orders in progress. Close it once they are finished.',
    );
  reserveDifference(user, ad, remainingOf(ad), 0);
  ad.quantity = dec(ad.frozen).plus(ad.traded).toFixed();
  ad.status = 'CLOSED';
  ad.updatedAt = Date.now();
  listMakerAd(ad);
  return toMyAd(ad);
}

function myAds(user: UserState, filters: Partial<MyAdListRequest>) {
  const { page, size } = paging(filters.page, filters.size);
  const statuses = filters.statuses ?? ['ONLINE', 'OFFLINE', 'PAUSED'];
  followMarket(getState());
  const all = [...getState().makerAds.values()]
    .filter(
      (ad) =>
        ad.ownerId === user.profile.userId &&
        (filters.makerSide === undefined || ad.makerSide === filters.makerSide) &&
        (filters.asset === undefined || ad.asset === filters.asset) &&
        (filters.fiat === undefined || ad.fiat === filters.fiat),
    )
    .map(toMyAd)
    .filter((ad) => statuses.includes(ad.status))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.adNo.localeCompare(a.adNo));
  return { list: all.slice((page - 1) * size, page * size), total: all.length, page, size };
}

function applyAdvertiser(user: UserState, accepted: unknown) {
  if (accepted !== true) throw invalidField('Accept the advertiser terms.');
  if (user.traderStatus === 'ACTIVE') return { traderStatus: user.traderStatus };
  if (!user.profile.info.isAdmin)
    throw new MockBizError(BIZ.NOT_ADVERTISER, 'A sub-account cannot post ads. The main account can.');
  checkTradingPrerequisites(user);
  user.traderStatus = 'ACTIVE';
  return { traderStatus: user.traderStatus };
}

/** With a fiat, the rules also name the payment methods an ad in it may use. */
function adRules(fiat: string | null): AdRules {
  if (fiat === null) return structuredClone(AD_RULES);
  if (!/^[A-Z]{3}$/.test(fiat)) throw new MockBadRequest('fiat must be a 3-letter fiat code.');
  return {
    ...structuredClone(AD_RULES),
    payMethods: (PAY_METHODS_BY_FIAT[fiat] ?? []).flatMap((code) => payMethod(code) ?? []),
  };
}

export const myAdsHandlers = [
  http.get(
    '*/api/ctc/query-adv-rules',
    protectedRoute(({ request }) => ok<AdRulesResponse>(adRules(new URL(request.url).searchParams.get('fiat')))),
  ),
  http.post(
    '*/api/ctc/apply-advertiser',
    protectedRoute(async ({ request, user }) => {
      const body = await jsonBody<{ acceptAdvertiserTerms?: unknown }>(request);
      return ok<AdvertiserStatusResponse>(applyAdvertiser(user, body.acceptAdvertiserTerms));
    }),
  ),
  http.post(
    '*/api/ctc/query-my-adv-list',
    protectedRoute(async ({ request, user }) =>
      ok<MyAdListResponse>(myAds(user, await jsonBody<Partial<MyAdListRequest>>(request))),
    ),
  ),
  http.get(
    '*/api/ctc/query-my-adv-detail',
    protectedRoute(({ request, user }) => {
      followMarket(getState());
      return ok<MyAdResponse>(toMyAd(findOwnAd(user, new URL(request.url).searchParams.get('adNo'))));
    }),
  ),
  http.post(
    '*/api/ctc/create-adv',
    protectedRoute(async ({ request, user }) =>
      ok<MyAdResponse>(createAd(user, await jsonBody<Partial<CreateAdRequest>>(request))),
    ),
  ),
  http.post(
    '*/api/ctc/update-adv',
    protectedRoute(async ({ request, user }) =>
      ok<MyAdResponse>(updateAd(user, await jsonBody<Partial<UpdateAdRequest>>(request))),
    ),
  ),
  http.post(
    '*/api/ctc/update-adv-status',
    protectedRoute(async ({ request, user }) =>
      ok<MyAdResponse>(changeStatus(user, await jsonBody<Partial<ChangeAdStatusRequest>>(request))),
    ),
  ),
  http.post(
    '*/api/ctc/close-adv',
    protectedRoute(async ({ request, user }) =>
      ok<MyAdResponse>(closeAd(user, await jsonBody<Partial<CloseAdRequest>>(request))),
    ),
  ),
];
