import { expect, test, type Page } from '@playwright/test';
import { createOrder } from './support/orders';

// A cold start asks each operation once. Every /api request of the page's start is counted
// until the page is settled, by operation (method + path, no query string); each must appear at most once,
// except the pagination and polling named below.

/** Pagination: one request per page, each page at most once (the page number from the request body). */
const PAGINATED = new Set(['POST /api/ctc/query-adv-list']);

/**
 * Polling: the order page asks for the order and the chat every 3 s while it is open
 * (ORDER_POLL_MS, CHAT_POLL_MS), the list for its first page and the market price every 15 s and 60 s. These
 * may come again, but not twice within one second: a second request that soon is a duplicate, not a poll.
 */
const POLLED = new Set([
  'GET /api/ctc/query-order-details',
  'GET /api/ctc/query-chat-msg',
  'POST /api/ctc/query-adv-list',
  'GET /api/a/v1/public/rates',
]);
const POLL_GAP_MS = 1_000;

interface ApiCall {
  operation: string;
  /** The operation plus, for a paginated one, the page asked for. */
  key: string;
  at: number;
}

/** Records every /api request the page sends from now on (answered by the MSW worker or not). */
function recordApiCalls(page: Page): ApiCall[] {
  const calls: ApiCall[] = [];
  const started = Date.now();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const operation = `${request.method()} ${url.pathname}`;
    let key = operation;
    if (PAGINATED.has(operation)) {
      const body = (request.postDataJSON() ?? {}) as { page?: number };
      key = `${operation} page ${body.page ?? 1}`;
    }
    calls.push({ operation, key, at: Date.now() - started });
  });
  return calls;
}

/**
 * Settled: the network went idle, then no /api request other than a poll for 1.5 s (the first screen's deferred
 * work included). The order page polls every 3 s, so counting its polls too would rarely see 1.5 s of quiet
 * (failed so in CI); they are checked by their own rule below.
 */
async function settle(page: Page, calls: ApiCall[]) {
  const startsSoFar = () => calls.filter((call) => !POLLED.has(call.operation)).length;
  await page.waitForLoadState('networkidle');
  await expect
    .poll(
      async () => {
        const before = startsSoFar();
        await page.waitForTimeout(1_500);
        return startsSoFar() === before;
      },
      { timeout: 20_000, intervals: [0] },
    )
    .toBe(true);
}

function countByKey(calls: ApiCall[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { key } of calls) counts[key] = (counts[key] ?? 0) + 1;
  return counts;
}

/** What was asked more than once: a key twice, or for a polled operation, the same key twice within POLL_GAP_MS. */
function duplicates(calls: ApiCall[]): string[] {
  const found: string[] = [];
  for (const key of new Set(calls.map((call) => call.key))) {
    const same = calls.filter((call) => call.key === key);
    if (!POLLED.has(same[0]!.operation)) {
      if (same.length > 1) found.push(`${key} x${same.length}`);
      continue;
    }
    for (let i = 1; i < same.length; i += 1) {
      const gap = same[i]!.at - same[i - 1]!.at;
      if (gap < POLL_GAP_MS) found.push(`${key} again after ${gap} ms`);
    }
  }
  return found;
}

test('a cold start of the buy list, signed in, asks each operation once', async ({ page }) => {
  const calls = recordApiCalls(page);
  await page.goto('/en/p2p/buy?mockUser=trader&mockReset=1');
  await expect(page.getByRole('article').first()).toBeVisible();
  await settle(page, calls);
  test.info().annotations.push({ type: 'api calls', description: JSON.stringify(countByKey(calls)) });
  expect(calls.map((call) => call.operation)).toContain('GET /api/a/v1/auth/user/kr-restrict-check');
  expect(duplicates(calls)).toEqual([]);
});

test("a cold start of an existing order's page asks each operation once (its polls not twice within a second)", async ({
  page,
}) => {
  const orderId = await createOrder(page, 'BUY', '100');
  // The browser mocks keep the new order in this tab's sessionStorage, saved 100 ms after the answer
  // (mocks/browser.ts); leaving the app first makes the order page's start a cold one, with nothing of the list's.
  await page.waitForFunction((id) => (sessionStorage.getItem('p2p-mock-state') ?? '').includes(id), orderId);
  await page.goto('about:blank');
  const calls = recordApiCalls(page);
  await page.goto(`/en/p2p/order?orderId=${orderId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settle(page, calls);
  test.info().annotations.push({ type: 'api calls', description: JSON.stringify(countByKey(calls)) });
  expect(calls.map((call) => call.operation)).toEqual(
    expect.arrayContaining(['GET /api/ctc/query-order-details', 'GET /api/ctc/query-chat-msg']),
  );
  expect(duplicates(calls)).toEqual([]);
});
