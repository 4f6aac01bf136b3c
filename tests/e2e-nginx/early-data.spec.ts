import { expect, test, type Page, type Request } from '@playwright/test';
import { signInTrader, trader, traderOrderIds } from './support/trader-session';

// The page's data starts with its HTML: the early script (src/early/), inline in the page, sends the list's first
// request and the currency lists, or the order's details, before the app's code has arrived, and the app adopts those answers, so
// each query is asked once. Served as users get it: the production build behind the shipped nginx, the HTTP mock server behind it.

/** Every request the page sends to one API path, from now on. */
function requestsTo(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(path)) seen.push(request);
  });
  return seen;
}

/**
 * Which script sent each API call: a classic script running its own code is `document.currentScript` while it runs
 * (the early script, inline in the page, by its id); the app's modules never are.
 */
async function recordSenders(page: Page): Promise<() => Promise<Array<{ path: string; script: string }>>> {
  await page.addInitScript(() => {
    const sent: Array<{ path: string; script: string }> = [];
    (window as unknown as { __sent: typeof sent }).__sent = sent;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      const current = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;
      const script = current ? current.src || `#${current.id}` : 'the app';
      if (url.pathname.includes('/api/')) sent.push({ path: url.pathname, script });
      return original(input, init);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __sent: Array<{ path: string; script: string }> }).__sent);
}

const EARLY_SCRIPT = /^#p2p-early$/;

test('the prerendered list’s ads and currencies are asked by its early script, and only once', async ({ page }) => {
  const senders = await recordSenders(page);
  const lists = requestsTo(page, '/api/ctc/query-adv-list');
  const currencies = requestsTo(page, '/api/ctc/query-crypto-fiat');
  const startupCurrencies = requestsTo(page, '/api/ctc/query-currency-list');
  await page.goto('/en/p2p/buy');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(lists).toHaveLength(1);
  expect(currencies).toHaveLength(1);
  expect(startupCurrencies).toHaveLength(1);
  expect(lists[0]!.postDataJSON()).toEqual({ side: 'BUY', asset: 'USDT', fiat: 'USD', page: 1, size: 50 });
  // All sent by the early script (the start-up's currency lists too), and none again by the app.
  const early = (await senders()).filter((call) => EARLY_SCRIPT.test(call.script)).map((call) => call.path);
  expect(early.sort()).toEqual([
    '/api/ctc/query-adv-list',
    '/api/ctc/query-crypto-fiat',
    '/api/ctc/query-currency-list',
  ]);
});

test('a list with filters in its URL asks for those, once, from the HTML too', async ({ page }) => {
  const senders = await recordSenders(page);
  const lists = requestsTo(page, '/api/ctc/query-adv-list');
  await page.goto('/de/p2p/sell?fiat=EUR&sort=TRADES_DESC&online=1');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(lists).toHaveLength(1);
  expect(lists[0]!.postDataJSON()).toMatchObject({ side: 'SELL', fiat: 'EUR', sort: 'TRADES_DESC', onlineOnly: true });
  expect(lists[0]!.headers()['language']).toBe('de');
  const sent = await senders();
  expect(sent.find((call) => call.path === '/api/ctc/query-adv-list')?.script).toMatch(EARLY_SCRIPT);
});

test('an early request that fails is sent again by the app, and the rows show once, with no error', async ({
  page,
}) => {
  let failed = 0;
  await page.route('**/api/ctc/query-adv-list', (route) =>
    failed++ === 0 ? route.abort('connectionreset') : route.continue(),
  );
  const lists = requestsTo(page, '/api/ctc/query-adv-list');
  await page.goto('/en/p2p/buy');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(lists).toHaveLength(2);
  await expect(page.getByRole('alert')).toHaveCount(0);
  const names = await page.locator('article .AdRow-nickname').allTextContents();
  expect(new Set(names).size).toBe(names.length);
});

test('an order page asks for its order from the HTML, once, and shows it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInTrader(context, baseURL!);
  const [orderId] = await traderOrderIds(request, 1);
  const senders = await recordSenders(page);
  const details = requestsTo(page, '/api/ctc/query-order-details');
  const userInfo = requestsTo(page, '/api/a/v2/auth/user/info');
  await page.goto(`/en/p2p/order?orderId=${orderId}`);
  await expect(page.getByText(orderId!).first()).toBeVisible();
  // Shown from the early answer: one read so far, the early script's (the page's poll comes seconds later).
  expect(details).toHaveLength(1);
  expect(details[0]!.headers()['authorization']).toBe(trader.authorization);
  // The start-up's user info too, asked once, by the early script, with the session's authorization: once the
  // start-up is done (no call for a while), the app has adopted it rather than asked again.
  await page.waitForLoadState('networkidle');
  expect(userInfo).toHaveLength(1);
  expect(userInfo[0]!.headers()['authorization']).toBe(trader.authorization);
  const sent = await senders();
  const scriptOf = (path: string) => sent.filter((call) => call.path === path).map((call) => call.script);
  expect(scriptOf('/api/ctc/query-order-details')[0]).toMatch(EARLY_SCRIPT);
  expect(scriptOf('/api/a/v2/auth/user/info')).toEqual([expect.stringMatching(EARLY_SCRIPT)]);
  expect(scriptOf('/api/ctc/query-currency-list')).toEqual([expect.stringMatching(EARLY_SCRIPT)]);
});

test('signed out, an order page asks early only for the currency lists, not for the order or the user', async ({
  page,
}) => {
  const senders = await recordSenders(page);
  await page.goto('/en/p2p/order?orderId=123');
  await page.waitForLoadState('networkidle');
  const early = (await senders()).filter((call) => EARLY_SCRIPT.test(call.script)).map((call) => call.path);
  expect(early).toEqual(['/api/ctc/query-currency-list']);
});
