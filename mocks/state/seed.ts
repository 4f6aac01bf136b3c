import type { Advertisement, UserInfo } from '@/api/generated/models';
import { MOCK_USERS, type MockAccountKey } from '../users';
import { systemNotice } from './chat-log';
import { dec, fixed } from './money';
import { placeOrder } from './order-create';
import { applyAction, cancel, complete, confirmReceipt, markPaid } from './order-engine';
import { firstAdOf, historicOrder } from './seed-orders';
import { getState, userStateOf } from './store';
import type { OrderRecord, OrderStage, UserState } from './types';

// Seeds for a screen in a given state (Storybook's stories, issue 21 point 3; tests may use them too): an account
// that misses one prerequisite, an order in any stage, a long order history. Each works on the current store, so
// it runs after resetMockState(), and goes through the store's own flows (create-order, the order state machine)
// wherever they reach the state, so balances, the ad's remaining quantity and the chat agree with the order.

/** A seeded book: `${asset}/${fiat}/${side}`, e.g. 'USDT/USD/BUY' (the ad's side: BUY means the trader buys). */
export type Book = `${string}/${string}/${'BUY' | 'SELL'}`;

const MINUTE = 60_000;

/** How an account differs from its profile in users.ts: a missing prerequisite (spec §1, §5), terms not accepted. */
export interface AccountPatch {
  info?: Partial<Omit<UserInfo, 'userId' | 'UID' | 'accountGroup' | 'authtoken'>>;
  acceptTerm?: boolean;
}

/**
 * Changes one account in the store (its user info as user-info and the prerequisite checks read it, its terms
 * flag): `seedAccount('trader', { info: { email: '' } })` is the trader whose email is not verified yet.
 */
export function seedAccount(key: MockAccountKey, { info, acceptTerm }: AccountPatch): void {
  const user = userStateOf(MOCK_USERS[key]);
  if (info) user.profile = { ...user.profile, info: { ...user.profile.info, ...info } };
  if (acceptTerm !== undefined) user.acceptTerm = acceptTerm;
}

export interface OrderSeed {
  /** The order's id, so a story can open it at a fixed URL (contract OrderId: digits). */
  orderId: string;
  /** The book whose first ad the order is placed on (for a SELL book, one that takes a saved payment method). */
  book: Book;
  /** Where the order stands: the owner's side comes from the book (BUY: the owner is the buyer). */
  stage: OrderStage;
  /** Whose order it is; the trader by default. */
  owner?: MockAccountKey;
}

function adFor(user: UserState, book: Book): Advertisement {
  const [asset, fiat, side] = book.split('/');
  const saved = new Set(user.paymentMethods.map((p) => p.methodCode));
  const ad = [...getState().ads.values()].find(
    (a) =>
      a.asset === asset &&
      a.fiat === fiat &&
      a.side === side &&
      dec(a.remaining).gt(0) &&
      (side === 'BUY' || a.payMethods.some((m) => saved.has(m.code))),
  );
  if (!ad) throw new Error(`No seeded ${book} ad ${side === 'SELL' ? 'that takes a saved payment method' : ''}`);
  return ad;
}

/** Twice the ad's minimum within its maximum, as the seeded history trades. */
function fiatAmountFor(ad: Advertisement): string {
  const twice = dec(ad.minLimit).mul(2);
  return fixed(twice.gt(ad.maxLimit) ? ad.maxLimit : twice, ad.minLimit.split('.')[1]?.length ?? 0);
}

/** Every step from PENDING_PAYMENT to the stage, one minute apart, through the state machine's own moves. */
function walk(order: OrderRecord, stage: OrderStage, start: number): void {
  const at = (minutes: number) => start + minutes * MINUTE;
  if (stage === 'PENDING_PAYMENT') return;
  if (stage === 'CANCELED') return cancel(order, at(1), false);
  markPaid(order, at(1));
  if (stage === 'PAID') return;
  if (stage === 'IN_PROCESS') return applyAction(order, 'APPEAL', at(2));
  confirmReceipt(order, at(2));
  if (stage === 'PENDING_RELEASE') return;
  if (stage === 'COMPLETED') return complete(order, at(3));
  // FAILED: the release did not go through (contract OrderStatus); the state machine never fails an order itself.
  order.stage = 'FAILED';
  order.closedAt = at(3);
  systemNotice(order, { key: 'releaseFailed' }, at(3));
}

/**
 * Places an order as its owner would (create-order: escrow, the ad's quantity, the opening chat) a few minutes
 * ago and moves it to `stage` the way the trade goes, the counterparty's chat included. From then on the
 * simulated counterparty keeps moving it after `counterpartyDelayMs` (config.ts), as it moves any order: a
 * screen that should stay in the stage sets that delay long.
 */
export function seedOrder({ orderId, book, stage, owner = 'trader' }: OrderSeed): void {
  const user = userStateOf(MOCK_USERS[owner]);
  const ad = adFor(user, book);
  const start = Date.now() - 5 * MINUTE;
  const buying = ad.side === 'BUY';
  placeOrder(
    user,
    {
      clientOrderId: `seed-${orderId}`,
      adNo: ad.adNo,
      side: ad.side,
      fiatAmount: fiatAmountFor(ad),
      ...(buying
        ? { payMethodCode: ad.payMethods[0]!.code }
        : { userPaymentId: user.paymentMethods.find((p) => ad.payMethods.some((m) => m.code === p.methodCode))!.id }),
    },
    { regionRestricted: false, now: start, orderId },
  );
  walk(getState().orders.get(orderId)!, stage, start);
}

/**
 * Adds settled orders to the trader's history (older than the seeded ones, the history's books and outcomes in
 * turn) until it holds `total` orders: My orders with several pages.
 */
export function seedTraderHistory(total: number): void {
  const state = getState();
  const trader = MOCK_USERS.trader.userId;
  const now = Date.now();
  const held = [...state.orders.values()].filter((o) => o.ownerId === trader).length;
  for (let index = held; index < total; index += 1) {
    const order = historicOrder(state, index, now);
    state.orders.set(order.orderId, order);
  }
}

/** The number of a book's first seeded ad, for stories that open its detail page. */
export function seededAdNo(book: Book): string {
  return firstAdOf(getState(), book).adNo;
}
