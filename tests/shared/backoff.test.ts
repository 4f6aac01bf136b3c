import { backoffDelay } from '@/shared/backoff';

describe('backoffDelay', () => {
  const backoff = { firstMs: 1_000, maxMs: 30_000 };

  it('starts at the first wait and doubles with each attempt', () => {
    expect([0, 1, 2, 3, 4].map((attempt) => backoffDelay(attempt, backoff))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000,
    ]);
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    expect([5, 6, 10, 100, 2_000, Infinity].map((attempt) => backoffDelay(attempt, backoff))).toEqual([
      30_000, 30_000, 30_000, 30_000, 30_000, 30_000,
    ]);
    expect(backoffDelay(3, { firstMs: 3_000, maxMs: 8_000 })).toBe(8_000);
  });

  it('treats a negative or NaN attempt as the first', () => {
    expect([-1, -10, -Infinity, NaN].map((attempt) => backoffDelay(attempt, backoff))).toEqual([
      1_000, 1_000, 1_000, 1_000,
    ]);
  });
});
