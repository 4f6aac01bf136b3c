import type { Advertisement, CreateOrderRequest } from '@/api/generated/models';
import { blockedBetween } from './blocking';
import { findCrypto, findFiat } from '../fixtures/currencies';
import { freeze } from './balances';
import { BIZ, MockBizError, invalidField } from './business-codes';
import { appendMessage, counterpartySays, roleNotice } from './chat-log';
import { checkCodes, checkTradingPrerequisites } from './gates';
import { holdForOrder, makerAdOf } from './maker-ad-orders';
import { makerAdTerms, makerFacing, seededAdTerms } from './order-terms';
import { dec, fixed, floorTo, isDecimalString } from './money';
import { isOpen } from './order-view';
import { ordersOf } from './orders';
import { findAd, getState } from './store';
import type { OrderRecord, UserState } from './types';

function orderIdAt(now: number, seq: number): string {
  const stamp = new Date(now).toISOString().replace(/\D/g, '').slice(2, 14); // yyMMddHHmmss
  return `${stamp}${String(seq % 10_000).padStart(4, '0')}`;
}

/** A typed amount finer than the currency allows is refused (30000), not rounded; trailing zeros carry no precision. */
function checkPrecision(amount: string | undefined, currency: string, scale: number): void {
  if (amount === undefined || !isDecimalString(amount)) return;
  if (dec(amount).decimalPlaces() > scale)
    throw invalidField(`Too many decimal places: ${currency} allows at most ${scale}.`);
}

/** Contract Advertisement amount rule: minLimit <= fiat <= maxLimit and fiat / price <= remaining. */
function amounts(ad: Advertisement, req: CreateOrderRequest): { crypto: string; fiat: string } {
  const cryptoScale = findCrypto(ad.asset)?.scale ?? 8;
  const fiatScale = findFiat(ad.fiat)?.scale ?? 2;
  const given = req.fiatAmount ?? req.cryptoAmount;
  if (!isDecimalString(given) || dec(given).lte(0)) throw invalidField('Enter a fiat amount or a crypto amount.');
  checkPrecision(req.fiatAmount, ad.fiat, fiatScale);
  checkPrecision(req.cryptoAmount, ad.asset, cryptoScale);
  const fiat = req.fiatAmount !== undefined ? dec(req.fiatAmount) : dec(fixed(dec(given).mul(ad.price), fiatScale));
  const crypto = req.fiatAmount !== undefined ? floorTo(fiat.div(ad.price), cryptoScale) : dec(given);
  const minTrade = findCrypto(ad.asset)?.minTradeAmount ?? '0';
  if (fiat.lt(ad.minLimit) || fiat.gt(ad.maxLimit) || crypto.gt(ad.remaining) || crypto.lt(minTrade) || crypto.lte(0)) {
    throw new MockBizError(
      BIZ.AMOUNT_OUT_OF_LIMITS,
      "Please adjust the crypto amount to meet the advertiser's requirements.",
    );
  }
  return { crypto: fixed(crypto, cryptoScale), fiat: fixed(fiat, fiatScale) };
}

/** 30027: the taker must meet what the ad asks of takers (docs/product-rules.md §18.5). */
function checkTakerConditions(user: UserState, ad: Advertisement, now: number): void {
  const conditions = ad.takerConditions;
  if (!conditions) return;
  const refuse = (why: string) => {
    throw new MockBizError(BIZ.TAKER_CONDITIONS_NOT_MET, `This advertiser trades only with ${why}.`);
  };
  if (conditions.kycRequired && user.profile.kyc.kycStatus !== 'APPROVED')
    refuse('users who completed identity verification');
  const ageDays = (now - Date.parse(user.profile.registeredAt)) / 86_400_000;
  if (ageDays < conditions.minRegisteredDays) refuse(`accounts at least ${conditions.minRegisteredDays} days old`);
  const open = ordersOf(user, now).filter(isOpen).length;
  if (conditions.maxOpenOrders > 0 && open >= conditions.maxOpenOrders)
    refuse(`users with fewer than ${conditions.maxOpenOrders} orders in progress`);
}

function validateRequest(req: CreateOrderRequest): void {
  if (typeof req.clientOrderId !== 'string' || !/^[A-Za-z0-9_-]{8,64}$/.test(req.clientOrderId))
    throw invalidField('clientOrderId is missing or invalid.');
  if (typeof req.adNo !== 'string' || req.adNo === '') throw invalidField('adNo is missing.');
  if (req.side !== 'BUY' && req.side !== 'SELL') throw invalidField('side must be BUY or SELL.');
}

export interface PlaceOrderOptions {
  /** restricted-region scenario: the caller's region may not trade (30008). */
  regionRestricted: boolean;
  /** appeal scenario: the simulated seller never confirms receipt. */
  appealCase?: boolean;
  now?: number;
  /** For seeds: a story's order at a fixed URL. */
  orderId?: string;
}

/** Places an order, or returns the order already placed with the same clientOrderId (a double click). */
export function placeOrder(user: UserState, req: CreateOrderRequest, options: PlaceOrderOptions): { orderId: string } {
  const state = getState();
  const now = options.now ?? Date.now();
  validateRequest(req);
  const key = `create-order:${user.profile.userId}:${req.clientOrderId}`;
  const first = state.idempotency.get(key) as { orderId: string } | undefined;
  if (first) return first;
  if (options.regionRestricted)
    throw new MockBizError(BIZ.REGION_RESTRICTED, 'This product is not available in your region.');
  checkTradingPrerequisites(user);
  checkCodes(user, req.verifyCodes, 'CREATE_ORDER');
  const ad = findAd(req.adNo);
  if (!ad || dec(ad.remaining).lte(0))
    throw new MockBizError(BIZ.AD_NOT_FOUND, 'The advertisement is no longer available.');
  const makerAd = makerAdOf(ad.adNo);
  const maker = makerAd && makerFacing(user, makerAd);
  if (ad.side !== req.side) throw invalidField('side does not match the advertisement.');
  if (blockedBetween(user.profile.userId, ad.advertiser.userId))
    throw new MockBizError(BIZ.USER_BLOCKED, 'You cannot trade with this user: one of you has blocked the other.');
  checkTakerConditions(user, ad, now);
  const { crypto, fiat } = amounts(ad, req);
  const terms = maker ? makerAdTerms(user, maker, ad, makerAd, req) : seededAdTerms(user, ad, req);
  if (req.side === 'SELL') {
    const available = user.balances.get(ad.asset)?.available ?? '0';
    if (dec(available).lt(crypto)) throw new MockBizError(BIZ.INSUFFICIENT_BALANCE, 'Insufficient balance.');
    freeze(user, ad.asset, crypto);
  }
  const cryptoScale = findCrypto(ad.asset)?.scale ?? 8;
  if (makerAd) holdForOrder(makerAd, crypto);
  else ad.remaining = fixed(dec(ad.remaining).minus(crypto), ad.remaining.split('.')[1]?.length ?? 0);
  const order: OrderRecord = {
    orderId: options.orderId ?? orderIdAt(now, state.seq.order++),
    adNo: ad.adNo,
    ownerId: user.profile.userId,
    side: req.side === 'BUY' ? 'B' : 'S',
    stage: 'PENDING_PAYMENT',
    // The appeal scenario's stalled seller is simulated; a real maker acts for themselves.
    ...(options.appealCase && !makerAd ? { appealCase: true } : {}),
    asset: ad.asset,
    fiat: ad.fiat,
    cryptoAmount: crypto,
    fiatAmount: fiat,
    price: ad.price,
    fee: fixed(dec(crypto).mul(ad.feeRate), cryptoScale),
    createdAt: now,
    payDeadline: now + ad.payWindowMinutes * 60_000,
    paidAt: null,
    receiptConfirmedAt: null,
    closedAt: null,
    replyDueAt: null,
    ...terms,
  };
  state.orders.set(order.orderId, order);
  announce(order, user, ad.payWindowMinutes, req.notes);
  if (makerAd?.autoReply) makerSays(order, makerAd.autoReply);
  const result = { orderId: order.orderId };
  state.idempotency.set(key, result);
  return result;
}

function announce(order: OrderRecord, user: UserState, minutes: number, notes: string | undefined): void {
  const at = order.createdAt;
  const buyer = { key: 'createdForBuyer', values: { amount: order.fiatAmount, fiat: order.fiat, minutes } } as const;
  roleNotice(order, { buyer, seller: { key: 'createdForSeller', values: { minutes } } }, at);
  if (notes)
    appendMessage(order.orderId, {
      authorId: user.profile.userId,
      nickname: user.profile.username,
      type: 'TEXT',
      content: notes,
      createdAt: at,
    });
  counterpartySays(
    order,
    order.side === 'B' ? 'Hi! Please pay to the account shown in the order.' : 'Hello, I am paying now.',
    at,
  );
}

/** The ad's auto-reply, sent in its maker's name as the order starts (docs/product-rules.md §18.5). */
function makerSays(order: OrderRecord, content: string): void {
  appendMessage(order.orderId, {
    authorId: order.counterparty.userId,
    nickname: order.counterparty.nickname,
    type: 'TEXT',
    content,
    createdAt: order.createdAt,
  });
}
