import type { Advertisement } from '@/api/generated/models';
import { advertiserPaymentInfo } from '../fixtures/advertisers';
import { findCrypto, findFiat } from '../fixtures/currencies';
import { MOCK_USERS } from '../users';
import { recordMessage, systemRecord } from './chat-record';
import { dec, fixed, floorTo } from './money';
import type { AppealRecord, MockState, OrderRecord, OrderStage } from './types';

// The trader's settled history is already reflected in the seeded balances and ad quantities: nothing is re-settled.

interface HistorySpec {
  book: string;
  stage: OrderStage;
  daysAgo: number;
  externalOrderId?: string;
}

const TRADER_HISTORY: readonly HistorySpec[] = [
  { book: 'USDT/USD/BUY', stage: 'COMPLETED', daysAgo: 1, externalOrderId: 'EXT-88120045' },
  { book: 'USDT/VND/BUY', stage: 'IN_PROCESS', daysAgo: 2 },
  { book: 'USDT/EUR/SELL', stage: 'COMPLETED', daysAgo: 3 },
  { book: 'BTC/USD/BUY', stage: 'CANCELED', daysAgo: 5 },
  { book: 'ETH/EUR/BUY', stage: 'COMPLETED', daysAgo: 8 },
  { book: 'BTC/USD/SELL', stage: 'FAILED', daysAgo: 12 },
  { book: 'ETH/USD/SELL', stage: 'CANCELED', daysAgo: 20 },
  // Paid hours ago and the seller has not released: the trader may remind them (docs/product-rules.md §17.9).
  { book: 'BTC/EUR/BUY', stage: 'PAID', daysAgo: 0 },
];

const OPEN: ReadonlySet<OrderStage> = new Set(['IN_PROCESS', 'PAID']);
const SETTLED = TRADER_HISTORY.filter((spec) => !OPEN.has(spec.stage));

/** The same after every reset, as the books are seeded deterministically. */
export function firstAdOf(state: MockState, book: string): Advertisement {
  const ad = [...state.ads.values()].find((a) => `${a.asset}/${a.fiat}/${a.side}` === book);
  if (!ad) throw new Error(`No seeded ad for ${book}`);
  return ad;
}

function settledOrder(state: MockState, spec: HistorySpec, index: number, now: number): OrderRecord {
  const ad = firstAdOf(state, spec.book);
  const advertiser = state.advertisers.get(ad.advertiser.userId)!;
  const trader = MOCK_USERS.trader;
  const fiatScale = findFiat(ad.fiat)?.scale ?? 2;
  const cryptoScale = findCrypto(ad.asset)?.scale ?? 8;
  const fiatAmount = dec(ad.minLimit).mul(2).gt(ad.maxLimit) ? dec(ad.minLimit) : dec(ad.minLimit).mul(2);
  const crypto = floorTo(fiatAmount.div(ad.price), cryptoScale);
  const createdAt = now - spec.daysAgo * 86_400_000 - index * 3_600_000;
  const paid = spec.stage !== 'CANCELED';
  const released = spec.stage === 'COMPLETED' || spec.stage === 'FAILED';
  const buy = ad.side === 'BUY';
  const saved = trader.paymentMethods[0]!;
  const method = ad.payMethods[0]!;
  return {
    orderId: `${new Date(createdAt).toISOString().replace(/\D/g, '').slice(2, 14)}${String(9000 + index)}`,
    ...(spec.externalOrderId ? { externalOrderId: spec.externalOrderId } : {}),
    adNo: ad.adNo,
    ownerId: trader.userId,
    side: buy ? 'B' : 'S',
    stage: spec.stage,
    asset: ad.asset,
    fiat: ad.fiat,
    cryptoAmount: fixed(crypto, cryptoScale),
    fiatAmount: fixed(fiatAmount, fiatScale),
    price: ad.price,
    fee: fixed(crypto.mul(ad.feeRate), cryptoScale),
    createdAt,
    payDeadline: createdAt + ad.payWindowMinutes * 60_000,
    paidAt: paid ? createdAt + 4 * 60_000 : null,
    receiptConfirmedAt: released ? createdAt + 9 * 60_000 : null,
    closedAt: OPEN.has(spec.stage) ? null : createdAt + (paid ? 10 : ad.payWindowMinutes) * 60_000,
    payMethodName: buy ? method.name : saved.methodName,
    receiverName: buy ? advertiser.realName : saved.receiverName,
    paymentInfo: buy
      ? advertiserPaymentInfo(advertiser, method.code, ad.fiat)
      : [saved.bankName, saved.accountNo].filter(Boolean).join(' '),
    counterparty: { userId: advertiser.userId, nickname: advertiser.nickname, online: advertiser.online },
    buyerRealName: buy ? (trader.kyc.name ?? trader.username) : advertiser.realName,
    replyDueAt: null,
    ...(spec.stage === 'PAID' ? { appealCase: true } : {}),
    ...(spec.stage === 'IN_PROCESS' ? { appeal: seededAppeal(createdAt + 15 * 60_000) } : {}),
  };
}

/** The trader's appeal under review, opened once the seller's 10 minutes to check the payment were over. */
function seededAppeal(openedAt: number): AppealRecord {
  return {
    id: '7100001',
    state: 'UNDER_REVIEW',
    reason: 'PAID_NOT_RELEASED',
    description: 'I paid by bank transfer within the time and the seller has not released.',
    evidence: [],
    openedBy: 'OWNER',
    openedAt,
    stageBefore: 'PAID',
    joinedAt: null,
    askedAt: null,
    respondedAt: null,
    resolvedAt: null,
  };
}

/** Past the seeded history: the same books and outcomes in turn, a day older each, with no chat. */
export function historicOrder(state: MockState, index: number, now: number): OrderRecord {
  const seeded = TRADER_HISTORY[index];
  if (seeded) return settledOrder(state, seeded, index, now);
  const { book, stage } = SETTLED[index % SETTLED.length]!;
  return settledOrder(state, { book, stage, daysAgo: 21 + index }, index, now);
}

export function seedOrderHistory(state: MockState, now: number): void {
  TRADER_HISTORY.forEach((_spec, index) => {
    const order = historicOrder(state, index, now);
    state.orders.set(order.orderId, order);
    const at = order.createdAt;
    recordMessage(state, order.orderId, systemRecord({ key: 'created' }, at));
    recordMessage(state, order.orderId, {
      authorId: order.counterparty.userId,
      nickname: order.counterparty.nickname,
      type: 'TEXT',
      content: 'Hello!',
      createdAt: at + 1000,
    });
  });
}
