import { expect, test, type Page } from '@playwright/test';
import { createOrder } from './support/orders';

// A forced logout on a login-required page leads to /login exactly once, with
// the page the trader was on as the redirect (never /login itself, never nested), and one sign-in brings the
// trader back. Under the `forced-logout` scenario every protected call fails at once (the start-up's user info,
// KYC, the page's own reads), so the forced logout and the login guard both see the session go.

const setScenario = (page: Page, name: string) =>
  page.evaluate((value) => (document.cookie = `mockScenario=${value}; path=/`), name);

/** An advertisement of each side from the mocks, read through the API as the list would. */
async function adNumbers(page: Page): Promise<{ buy: string; sell: string }> {
  return page.evaluate(async () => {
    const first = async (side: string) => {
      const response = await fetch('/api/ctc/query-adv-list', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ side, asset: 'USDT', fiat: 'USD', size: 1 }),
      });
      return ((await response.json()) as { data: { list: Array<{ adNo: string }> } }).data.list[0]!.adNo;
    };
    return { buy: await first('BUY'), sell: await first('SELL') };
  });
}

/**
 * Every main-frame navigation from now on: each document load (a navigation request, even to the same URL) and
 * each same-document change of URL (the router's pushState). Chromium also reports a history.replaceState that
 * only saves state (the router's scroll position) as "navigated" to the same URL; that is not a navigation.
 */
function recordNavigations(page: Page): string[] {
  const seen: string[] = [];
  let last: string | undefined;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) last = undefined;
  });
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || frame.url() === last) return;
    last = frame.url();
    seen.push(last);
  });
  return seen;
}

const isLogin = (url: string) => new URL(url).pathname === '/login';

async function forcedOutAndBack(page: Page, target: string, backOnPage: (page: Page) => Promise<void>) {
  // The scenario changes while no page of the app is open: the page still open (the list, the previous
  // advertisement) met it in a call of its own and signed itself out to /login, racing the navigation below (one
  // fresh-clone CI run ended on the sign-in page of the previous advertisement).
  const origin = new URL(page.url()).origin;
  await page.goto('about:blank');
  await page.context().addCookies([{ name: 'mockScenario', value: 'forced-logout', url: origin }]);
  const navigations = recordNavigations(page);
  await page.goto(target);

  const login = `/login?redirect=${encodeURIComponent(target)}`;
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === login);
  await expect(page.getByRole('button', { name: /Verified trader/ })).toBeVisible();
  // A racing second navigation would come right after the first: give it time to show itself.
  await page.waitForTimeout(1500);
  expect(navigations.filter(isLogin), `navigations: ${navigations.join(' -> ')}`).toHaveLength(1);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(target);

  // The server takes the new session: one sign-in returns to the page.
  await setScenario(page, 'default');
  await page.getByRole('button', { name: /Verified trader/ }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === target);
  await backOnPage(page);
  expect(navigations.filter(isLogin)).toHaveLength(1);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/en/p2p/buy?scenario=default&mockUser=trader&mockReset=1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('My orders: one navigation to /login, redirect back to My orders', async ({ page }) => {
  await forcedOutAndBack(page, '/en/p2p/order', async (p) => {
    await expect(p.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  });
});

test('order page: one navigation to /login, redirect back to the order', async ({ page }) => {
  const orderId = await createOrder(page, 'BUY', '100');
  await page.waitForFunction((id) => (sessionStorage.getItem('p2p-mock-state') ?? '').includes(id), orderId);
  await forcedOutAndBack(page, `/en/p2p/order?orderId=${orderId}`, async (p) => {
    await expect(p.getByRole('heading', { level: 1, name: 'Buy USDT' })).toBeVisible({ timeout: 30_000 });
  });
});

test('ad detail, buy and sell: one navigation to /login each, redirect back to the advertisement', async ({ page }) => {
  const ads = await adNumbers(page);
  for (const [side, adNo] of Object.entries(ads)) {
    await forcedOutAndBack(page, `/en/p2p/${side}/detail/${adNo}`, async (p) => {
      await expect(p.getByRole('heading', { level: 1, name: /^(Buy USDT from|Sell USDT to) / })).toBeVisible();
    });
  }
});
