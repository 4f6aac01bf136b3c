import Decimal from 'decimal.js';
import {
  getAdvertiserAds,
  getAdvertiserProfile,
  getFeedbackList,
} from '@/api/generated/endpoints/advertisers/advertisers';
import { getOrderList } from '@/api/generated/endpoints/orders/orders';
import { MOCK_USERS } from '@mocks/users';
import { codeOf, rawCall, signInClient, startMocks } from './mock-harness';
import { adFor, codeOfFailure } from './trade-helpers';

// An advertiser's public record (docs/product-rules.md §17): profile, ads online, feedback received.

startMocks();
beforeEach(() => signInClient('trader'));

describe('the advertiser profile', () => {
  it('extends the list summary with the record, and says the same thing on every read', async () => {
    const ad = await adFor('BUY', '100');
    const profile = await getAdvertiserProfile({ userId: ad.advertiser.userId });
    expect(profile).toMatchObject({ ...ad.advertiser, blocked: false, self: false });
    expect(Date.parse(profile.registeredAt)).toBeLessThan(Date.now());
    expect(profile.trades30d).toBeLessThanOrEqual(profile.totalTrades);
    const { positive, negative, positiveRate } = profile.feedback;
    expect(positive + negative).toBeGreaterThan(0);
    expect(positiveRate).toBe(
      new Decimal(positive)
        .div(positive + negative)
        .toDecimalPlaces(8, 1)
        .toString(),
    );
    expect(await getAdvertiserProfile({ userId: ad.advertiser.userId })).toEqual(profile);
  });

  it('knows the trader as a counterparty, and says when the profile is their own', async () => {
    const own = await getAdvertiserProfile({ userId: MOCK_USERS.trader.userId });
    // A mock account has no seeded feedback: its feedback is what its counterparties left on its completed orders.
    const completed = await getOrderList({ statusGroup: 'COMPLETED', page: 1, size: 100 });
    expect(own).toMatchObject({
      nickname: MOCK_USERS.trader.username,
      self: true,
      feedback: { positive: completed.total, negative: 0, positiveRate: completed.total > 0 ? '1' : null },
    });
  });

  it('30013 for an unknown user on each call, 400 for a malformed id, 401 without a session', async () => {
    expect(await codeOfFailure(getAdvertiserProfile({ userId: '999999999999' }))).toBe(30013);
    expect(await codeOfFailure(getAdvertiserAds({ userId: '999999999999' }))).toBe(30013);
    expect(await codeOfFailure(getFeedbackList({ userId: '999999999999' }))).toBe(30013);
    const malformed = await rawCall('GET', '/api/ctc/query-advertiser-profile', { query: { userId: '12ab' } });
    expect([malformed.status, codeOf(malformed)]).toEqual([400, 400]);
    const signedOut = await rawCall('GET', '/api/ctc/query-advertiser-profile', { as: null, query: { userId: '1' } });
    expect(signedOut.status).toBe(401);
  });
});

describe("the advertiser's ads and feedback", () => {
  it('lists only their ads with something left, grouped by side and pair', async () => {
    const ad = await adFor('BUY', '100');
    const { list } = await getAdvertiserAds({ userId: ad.advertiser.userId });
    expect(list.map((a) => a.adNo)).toContain(ad.adNo);
    for (const each of list) {
      expect(each.advertiser.userId).toBe(ad.advertiser.userId);
      expect(new Decimal(each.remaining).gt(0)).toBe(true);
    }
    const groups = list.map((a) => `${a.side} ${a.asset} ${a.fiat}`);
    expect(groups).toEqual([...groups].sort());
  });

  it('pages the feedback newest first, and one kind only counts that kind', async () => {
    const ad = await adFor('BUY', '100');
    const userId = ad.advertiser.userId;
    const { feedback } = await getAdvertiserProfile({ userId });
    const first = await getFeedbackList({ userId, page: 1, size: 20 });
    expect(first.total).toBe(feedback.positive + feedback.negative);
    const times = first.list.map((f) => Date.parse(f.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = await getFeedbackList({ userId, page: 2, size: 20 });
    expect(second.list.map((f) => f.feedbackId)).not.toContain(first.list[0]!.feedbackId);
    const negative = await getFeedbackList({ userId, rating: 'NEGATIVE', size: 100 });
    expect(negative.total).toBe(feedback.negative);
    expect(negative.list.every((f) => f.rating === 'NEGATIVE')).toBe(true);
  });
});
