import Decimal from 'decimal.js';
import type {
  Advertisement,
  AdvertiserProfile,
  AdvertiserSummary,
  Feedback,
  FeedbackRating,
} from '@/api/generated/models';
import { MOCK_USERS, MOCK_USER_KEYS } from '../users';
import { mockAccountSummary } from './account-record';
import { feedbackReceivedBy } from './order-feedback';
import { seededRandom } from './random';
import { getState } from './store';
import type { OrderRecord, UserState } from './types';

// An advertiser's public record, drawn from the seeded pool: what the list shows, plus figures derived from the
// user id by a seeded generator, so the same id always gets the same profile and feedback.

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Registrations count back from here, so a profile does not change with the day the mocks run. */
const REGISTRATION_BASE = Date.UTC(2026, 0, 1);

const COMMENTS: readonly string[] = [
  'Fast release, thank you.',
  'Smooth trade, would trade again.',
  'Paid quickly, friendly chat.',
  '',
  'All good.',
  'Released within a minute.',
];
const NEGATIVE_COMMENTS: readonly string[] = ['Took long to release.', 'Did not answer in the chat.', ''];

/** The list's summary of a seeded advertiser, or of a mock account (a counterparty in the trader's orders). */
function summaryOf(userId: string): AdvertiserSummary | undefined {
  const advertiser = getState().advertisers.get(userId);
  if (advertiser) {
    const { realName: _r, bankAccount: _b, iban: _i, email: _e, handle: _h, phone: _p, ...summary } = advertiser;
    return summary;
  }
  const key = MOCK_USER_KEYS.find((k) => MOCK_USERS[k].userId === userId);
  if (!key) return undefined;
  return mockAccountSummary(getState(), MOCK_USERS[key]);
}

const draw = (userId: string, salt = 0) => seededRandom((Number(userId.slice(-9)) ^ (salt * 0x9e3779b1)) >>> 0);

/** Who wrote a feedback found on an order: the owner about the counterparty, or the counterparty about the owner. */
function authorOf(userId: string): (order: OrderRecord) => string {
  return (order) =>
    order.counterparty.userId === userId
      ? (getState().users.get(order.ownerId)?.profile.username ?? order.ownerId)
      : order.counterparty.nickname;
}

/** The feedback left on orders in the mocks (the trader's, the simulated counterparties'), newest first. */
function realFeedback(userId: string, now = Date.now()) {
  return feedbackReceivedBy(userId, getState().orders.values(), authorOf(userId), now);
}

/** The seeded history plus the feedback left on orders since. */
function feedbackCounts(summary: AdvertiserSummary): { positive: number; negative: number } {
  const seeded = seededFeedbackCounts(summary);
  const real = realFeedback(summary.userId);
  const positive = real.filter((f) => f.rating === 'POSITIVE').length;
  return { positive: seeded.positive + positive, negative: seeded.negative + real.length - positive };
}

/**
 * Positive and negative counts: most completed trades leave feedback, the negative share follows the rate. A mock
 * account's feedback is only what was left on its orders in the mocks, so a test can count it.
 */
function seededFeedbackCounts(summary: AdvertiserSummary): { positive: number; negative: number } {
  if (getState().users.has(summary.userId)) return { positive: 0, negative: 0 };
  const random = draw(summary.userId, 1);
  const left = Math.round(summary.totalTrades * (0.4 + random() * 0.3));
  const negativeShare = new Decimal(1).minus(summary.completionRate).div(3).toNumber();
  const negative = Math.round(left * negativeShare);
  return { positive: left - negative, negative };
}

export function advertiserProfile(userId: string, viewer: UserState): AdvertiserProfile | undefined {
  const summary = summaryOf(userId);
  if (!summary) return undefined;
  const random = draw(userId);
  const { positive, negative } = feedbackCounts(summary);
  const rate = new Decimal(summary.completionRate);
  const rate30d = Decimal.min(1, Decimal.max(0, rate.plus((random() - 0.5) * 0.04)));
  return {
    ...summary,
    registeredAt: new Date(REGISTRATION_BASE - Math.floor(60 + random() * 1200) * DAY_MS).toISOString(),
    trades30d: Math.round(summary.totalTrades * (0.03 + random() * 0.09)),
    completionRate30d: rate30d.toDecimalPlaces(4, Decimal.ROUND_DOWN).toString(),
    avgPayMinutes: (1.5 + random() * 7.5).toFixed(1),
    feedback: {
      positive,
      negative,
      positiveRate:
        positive + negative === 0
          ? null
          : new Decimal(positive)
              .div(positive + negative)
              .toDecimalPlaces(8, Decimal.ROUND_DOWN)
              .toString(),
    },
    blocked: viewer.blocked.has(userId),
    self: userId === viewer.profile.userId,
  };
}

/** The advertiser's ads online now, every pair: by side, pair, then the best price for the taker first. */
export function advertiserAds(userId: string): Advertisement[] {
  return [...getState().ads.values()]
    .filter((ad) => ad.advertiser.userId === userId && new Decimal(ad.remaining).gt(0))
    .sort(
      (a, b) =>
        a.side.localeCompare(b.side) ||
        a.asset.localeCompare(b.asset) ||
        a.fiat.localeCompare(b.fiat) ||
        (a.side === 'BUY' ? 1 : -1) * new Decimal(a.price).cmp(b.price),
    );
}

/** Whether the i-th newest feedback is negative: the negative ones spread evenly among all. */
const isNegative = (i: number, negative: number, total: number) =>
  Math.floor(((i + 1) * negative) / total) > Math.floor((i * negative) / total);

function feedbackAt(userId: string, i: number, rating: FeedbackRating, newest: number): Feedback {
  const random = draw(userId, 1000 + i);
  const authors = [...getState().advertisers.values()].filter((a) => a.userId !== userId);
  const comments = rating === 'NEGATIVE' ? NEGATIVE_COMMENTS : COMMENTS;
  return {
    feedbackId: `FB${userId}${String(i).padStart(6, '0')}`.slice(0, 32),
    rating,
    comment: comments[Math.floor(random() * comments.length)]!,
    authorNickname: authors[Math.floor(random() * authors.length)]!.nickname,
    side: random() < 0.5 ? 'BUY' : 'SELL',
    asset: 'USDT',
    createdAt: new Date(newest - i * 3 * HOUR_MS - Math.floor(random() * HOUR_MS)).toISOString(),
  };
}

/** One page of the feedback the user received, newest first; undefined for an unknown user. */
export function feedbackPage(
  userId: string,
  rating: FeedbackRating | undefined,
  page: number,
  size: number,
): { list: Feedback[]; total: number } | undefined {
  const summary = summaryOf(userId);
  if (!summary) return undefined;
  const real: Feedback[] = realFeedback(userId)
    .filter((f) => !rating || f.rating === rating)
    .map((f) => ({
      feedbackId: f.id,
      rating: f.rating,
      comment: f.comment,
      authorNickname: f.authorNickname,
      side: f.side,
      asset: f.asset,
      createdAt: new Date(f.updatedAt).toISOString(),
    }));
  const { positive, negative } = seededFeedbackCounts(summary);
  const all = positive + negative;
  // The seeded history ends an hour before the feedback left on orders in this run, which comes first.
  const newest = Math.floor(Date.now() / HOUR_MS) * HOUR_MS - HOUR_MS;
  const indexes: Array<{ i: number; rating: FeedbackRating }> = [];
  for (let i = 0; i < all; i += 1) {
    const kind: FeedbackRating = isNegative(i, negative, all) ? 'NEGATIVE' : 'POSITIVE';
    if (!rating || kind === rating) indexes.push({ i, rating: kind });
  }
  const from = (page - 1) * size;
  const list = [
    ...real.slice(from, from + size),
    ...indexes
      .slice(Math.max(0, from - real.length), Math.max(0, from + size - real.length))
      .map(({ i, rating: kind }) => feedbackAt(userId, i, kind, newest)),
  ];
  return { list, total: real.length + indexes.length };
}
