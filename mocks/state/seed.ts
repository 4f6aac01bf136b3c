import type { Advertisement, UserInfo } from '@/api/generated/models';
import { MOCK_USERS, type MockAccountKey } from '../users';
import { blockUser } from './blocking';
import { systemNotice } from './chat-log';
import { dec, fixed } from './money';
import { placeOrder } from './order-create';
import { applyAction, confirmReceipt, markPaid } from './order-engine';
import { cancel, complete } from './order-settlement';
import { firstAdOf, historicOrder } from './seed-orders';
import { getState, userStateOf } from './store';
import type { OrderRecord, OrderStage, UserState } from './types';

// Seeds for a screen in a given state (Storybook's stories, tests). Each runs after resetMockState() and goes
// through the store's own flows, so balances, the ad's remaining quantity and the chat agree with the order.

/** The ad's side: BUY means the trader buys, e.g. 'USDT/USD/BUY'. */
export type Book = `${string}/${string}/${'BUY' | 'SELL'}`;

const MINUTE = 60_000;

export interface AccountPatch {
  info?: Partial<Omit<UserInfo, 'userId' | 'UID' | 'accountGroup' | 'authtoken'>>;
  acceptTerm?: boolean;
}

export function seedAccount(key: MockAccountKey, { info, acceptTerm }: AccountPatch): void {
  const user = userStateOf(MOCK_USERS[key]);
  if (info) user.profile = { ...user.profile, info: { ...user.profile.info, ...info } };
  if (acceptTerm !== undefined) user.acceptTerm = acceptTerm;
}

export interface OrderSeed {
  orderId: string;
  /** For a SELL book, the first ad that takes one of the owner's saved payment methods. */
  book: Book;
  /** The owner's side comes from the book (BUY: the owner is the buyer). */
  stage: OrderStage;
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

function walk(order: OrderRecord, stage: OrderStage, start: number): void {
  const at = (minutes: number) => start + minutes * MINUTE;
  if (stage === 'PENDING_PAYMENT') return;
  if (stage === 'CANCELED') return cancel(order, at(1), false);
  markPaid(order, at(1));
  if (stage === 'PAID') return;
  // Appealed once the seller's time to check the payment is over (mocks/state/order-appeals.ts APPEAL_WAIT_MS).
  if (stage === 'IN_PROCESS') return applyAction(order, 'APPEAL', at(11));
  confirmReceipt(order, at(2));
  if (stage === 'PENDING_RELEASE') return;
  if (stage === 'COMPLETED') return complete(order, at(3));
  // FAILED: the release did not go through (contract OrderStatus); the state machine never fails an order itself.
  order.stage = 'FAILED';
  order.closedAt = at(3);
  systemNotice(order, { key: 'releaseFailed' }, at(3));
}

/**
 * The simulated counterparty then keeps moving the order after `counterpartyDelayMs`, as it moves any order: a
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

/** Adds settled orders older than the seeded ones until the trader's history holds `total`. */
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

export function seededAdNo(book: Book): string {
  return firstAdOf(getState(), book).adNo;
}

/** The advertiser of that book's first seeded ad, for a story or test that opens a profile. */
export function seededAdvertiser(book: Book): { userId: string; nickname: string } {
  const { userId, nickname } = firstAdOf(getState(), book).advertiser;
  return { userId, nickname };
}

/** The trader blocked the first `count` seeded advertisers, a day apart, the first of them the most recently. */
export function seedBlockedUsers(count: number): void {
  const state = getState();
  const trader = userStateOf(MOCK_USERS.trader);
  const now = Date.now();
  [...state.advertisers.values()].slice(0, count).forEach((advertiser, index) => {
    blockUser(trader, advertiser, now - index * 24 * 60 * MINUTE);
  });
}
