import { expect, test, type Page } from '@playwright/test';

// My orders in a real browser on the mock build (the gates are covered in jest: they need the ad detail page,
// which the app's routes reach once it lands). `?mockUser=trader` signs in; `mockReset` starts from the seed.

const rows = (page: Page) =>
  page
    .getByRole('table', { name: 'Orders' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** Places `count` buy orders through the mocks, as the ad detail page would, so the list has a second page. */
async function placeOrders(page: Page, count: number) {
  await page.evaluate(async (n) => {
    const post = async (url: string, body: unknown) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { data: unknown }).data;
    };
    const ads = (await post('/api/ctc/query-adv-list', {
      side: 'BUY',
      asset: 'USDT',
      fiat: 'USD',
      page: 1,
      size: 20,
    })) as {
      list: Array<{ adNo: string; minLimit: string; payMethods: Array<{ code: string }> }>;
    };
    for (let i = 0; i < n; i++) {
      const ad = ads.list[i % ads.list.length]!;
      await post('/api/ctc/create-order', {
        adNo: ad.adNo,
        side: 'BUY',
        fiatAmount: ad.minLimit,
        payMethodCode: ad.payMethods[0]!.code,
        clientOrderId: `e2e-my-orders-${i}-${Date.now()}`,
      });
    }
  }, count);
  // The mock store is kept in sessionStorage a moment after each answer (mocks/browser.ts).
  await page.waitForTimeout(300);
}

test('a trader sees their orders with view-details and reorder links', async ({ page }) => {
  await page.goto('/en/p2p/order?mockUser=trader&mockReset=1');
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await expect(rows(page)).toHaveCount(8);
  const first = rows(page).first();
  const view = first.getByRole('link', { name: /^View details of order \d+$/ });
  await expect(view).toHaveAttribute('href', /^\/en\/p2p\/order\?orderId=\d+$/);
  await expect(first.getByRole('link', { name: /^Reorder from the advertisement of order \d+$/ })).toHaveAttribute(
    'href',
    /^\/en\/p2p\/(buy|sell)\/detail\/.+/,
  );
  await page.screenshot({ path: test.info().outputPath('my-orders-desktop.png'), fullPage: true });
  await view.click();
  await expect(page).toHaveURL(/\/en\/p2p\/order\?orderId=\d+$/);
});

test('filters live in the URL, survive a reload and reset', async ({ page }) => {
  await page.goto('/en/p2p/order?mockUser=trader&mockReset=1');
  await expect(rows(page)).toHaveCount(8);
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Sell' }).click();
  await expect(page).toHaveURL(/[?&]type=sell/);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Completed' }).click();
  await expect(page).toHaveURL(/type=sell&status=completed/);
  await expect(rows(page)).toHaveCount(1);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveText('Sell');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Sell');

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/\/en\/p2p\/order$/);
  await expect(rows(page)).toHaveCount(8);
});

test('search by order ID finds one order and says why a malformed ID is refused', async ({ page }) => {
  await page.goto('/en/p2p/order?mockUser=trader&mockReset=1');
  const label = await rows(page)
    .nth(1)
    .getByRole('link', { name: /^View details of order / })
    .getAttribute('aria-label');
  const orderId = label!.replace('View details of order ', '');
  const search = page.getByRole('textbox', { name: 'Order ID' });
  await search.fill('12#');
  await search.press('Enter');
  await expect(page.getByText('An order ID contains only letters, digits, hyphens and underscores.')).toBeVisible();
  await search.fill(orderId);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${orderId}`));
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(orderId);
});

test('pages through more than ten orders', async ({ page }) => {
  await page.goto('/en/p2p/order?mockUser=trader&mockReset=1');
  await expect(rows(page)).toHaveCount(8);
  await placeOrders(page, 5);
  await page.goto('/en/p2p/order');
  await expect(rows(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(rows(page)).toHaveCount(3);
  await page.reload();
  await expect(rows(page)).toHaveCount(3);
});

test('a failed list shows a retry, never a blank page', async ({ page, context }) => {
  await page.goto('/en/p2p/order?mockUser=trader&mockReset=1');
  await expect(rows(page)).toHaveCount(8);
  // The mocks read the scenario cookie on every request: from now on every call fails with HTTP 500.
  const scenario = (value: string) => context.addCookies([{ name: 'mockScenario', value, url: page.url() }]);
  await scenario('server-errors');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Canceled' }).click();
  // The screen's own error, in the page; every other call failing too may add a failure toast (another alert).
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Your orders could not be loaded.');
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await scenario('default');
  await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
  // Canceled covers CANCELED and FAILED (contract OrderStatusGroup): 2 + 1 in the seeded history.
  await expect(rows(page)).toHaveCount(3);
});

test('at 360 px the orders are cards', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/en/p2p/order?mockUser=trader&mockReset=1');
  const cards = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
  await expect(cards).toHaveCount(8);
  await expect(page.getByRole('table')).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('my-orders-360.png'), fullPage: true });
});
