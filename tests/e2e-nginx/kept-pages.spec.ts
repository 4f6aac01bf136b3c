import { expect, test, type Page } from '@playwright/test';
import { signInTrader, traderOrderIds } from './support/trader-session';

// The site's service worker keeps the bare ad lists for a trader's next visit (docs/architecture.md, "Kept pages"):
// that visit gets the page from the device and asks the server for the current ads. Served as users get it: the
// production build behind the shipped nginx (loopback http is a secure context, so the worker registers).

const CACHE = 'p2p-kept-pages-v1';
const LIGHT_BUY = '/en/p2p/buy?p2p-kept-theme=light';

/** The app's own rows, not the ones painted before it has run. */
const listRows = (page: Page) => page.locator('[data-index] article');

/** The paths in the worker's cache. */
function keptPaths(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    const keys = await (await caches.open(name)).keys();
    return keys.map((key) => key.url.slice(location.origin.length)).sort();
  }, CACHE);
}

function keptDate(page: Page, path: string): Promise<number> {
  return page.evaluate(
    async ({ name, path }) => Date.parse((await (await caches.open(name)).match(path))?.headers.get('date') ?? ''),
    { name: CACHE, path },
  );
}

/** The build's files a page's HTML names. */
function namedFiles(html: string): string[] {
  return [...new Set([...html.matchAll(/\s(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!))].sort();
}

/** Registration, files and pages kept: what a first visit leaves. */
async function untilKept(page: Page, expected: string[]): Promise<void> {
  await expect.poll(() => keptPaths(page), { timeout: 20_000 }).toEqual(expected);
  // The registration can show a moment after the worker's first work; the next navigation needs it.
  await expect
    .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active)))
    .toBe(true);
}

/** A first visit, until the worker has kept the page and the files it names. */
async function firstVisit(page: Page, path = '/en/p2p/buy', key = LIGHT_BUY): Promise<string[]> {
  const response = await page.goto(path);
  const files = namedFiles(await response!.text());
  await expect(listRows(page).first()).toBeVisible();
  await untilKept(page, [...files, key].sort());
  return files;
}

function countRequests(page: Page, path: string): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.count += 1;
  });
  return seen;
}

test('a returning trader’s list comes from the device, and the ads from the server, once', async ({ page }) => {
  const files = await firstVisit(page);
  expect(files.length).toBeGreaterThan(5);
  const lists = countRequests(page, '/api/ctc/query-adv-list');
  const kept = await keptDate(page, LIGHT_BUY);
  // The Date header counts in seconds: a page asked for now would be dated later than the kept one.
  await page.waitForTimeout(1_100);
  const again = await page.goto('/en/p2p/buy');
  expect(again!.fromServiceWorker()).toBe(true);
  expect(Date.parse(again!.headers()['date']!)).toBe(kept);
  await expect(listRows(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The prices are never kept: the kept page's early script asked for them, and the app adopted that answer.
  expect(lists.count).toBe(1);
});

test('after a visit from the device the page is asked for again, and files no kept page names are dropped', async ({
  page,
}) => {
  await firstVisit(page);
  const before = await keptDate(page, LIGHT_BUY);
  // A file of an older build, which no kept page names any more.
  await page.evaluate(async (name) => {
    await (await caches.open(name)).put('/assets/old-build-0000.js', new Response('/* old */'));
  }, CACHE);
  // The Date header counts in seconds.
  await page.waitForTimeout(1_100);
  await page.goto('/en/p2p/buy');
  await expect(listRows(page).first()).toBeVisible();
  await expect.poll(() => keptDate(page, LIGHT_BUY), { timeout: 20_000 }).toBeGreaterThan(before);
  await expect.poll(() => keptPaths(page)).not.toContain('/assets/old-build-0000.js');
  expect(await keptPaths(page)).toContain(LIGHT_BUY);
});

test('a trader who switched to dark gets the dark page, never the light one kept before', async ({
  page,
  context,
  baseURL,
}) => {
  await firstVisit(page);
  await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL! }]);
  const dark = await page.goto('/en/p2p/buy');
  expect(await dark!.text()).toContain('data-theme="dark"');
  await expect(listRows(page).first()).toBeVisible();
  await expect.poll(() => keptPaths(page), { timeout: 20_000 }).toContain('/en/p2p/buy?p2p-kept-theme=dark');
  const again = await page.goto('/en/p2p/buy');
  expect(again!.fromServiceWorker()).toBe(true);
  expect(await again!.text()).toContain('data-theme="dark"');
});

test('a list with filters and the other pages are not answered by the worker', async ({ page }) => {
  await firstVisit(page);
  for (const path of ['/en/p2p/buy?fiat=EUR', '/en', '/en/p2p/order']) {
    const response = await page.goto(path);
    expect(response!.status(), path).toBe(200);
    expect(response!.fromServiceWorker(), path).toBe(false);
  }
  expect(await keptPaths(page)).not.toContain('/en/p2p/buy?fiat=EUR');
});

test('offline, with nothing in the HTTP cache, a kept list still starts, says the ads could not be loaded, and Retry brings them', async ({
  page,
  context,
}) => {
  await firstVisit(page);
  // The page's files can then only come from the worker's cache: the app's error state and Retry are its own.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await context.setOffline(true);
  const offline = await page.goto('/en/p2p/buy');
  expect(offline!.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible({ timeout: 20_000 });
  await context.setOffline(false);
  await retry.click();
  await expect(listRows(page).first()).toBeVisible();
});

test('an order’s page comes from the device on the next visit of any order, and the order from the server', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInTrader(context, baseURL!);
  const [first, second] = await traderOrderIds(request, 2);
  const visit = await page.goto(`/en/p2p/order?orderId=${first!}`);
  const files = namedFiles(await visit!.text());
  await expect(page.getByText(first!).first()).toBeVisible();
  // One shell for every order, kept without the id.
  const key = '/en/p2p/order?p2p-kept-theme=light';
  await untilKept(page, [...files, key].sort());
  const kept = await keptDate(page, key);
  await page.waitForTimeout(1_100);
  const details = countRequests(page, '/api/ctc/query-order-details');
  const again = await page.goto(`/en/p2p/order?orderId=${second!}`);
  expect(again!.fromServiceWorker()).toBe(true);
  expect(Date.parse(again!.headers()['date']!)).toBe(kept);
  await expect(page.getByText(second!).first()).toBeVisible();
  // The order is never kept: the kept shell's early script asked for this one.
  expect(details.count).toBe(1);
});
