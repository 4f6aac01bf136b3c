import { expect, test, type Page } from '@playwright/test';

// An ad or order id off the contract's pattern raises the page's fatal not-found:
// the not-found variant of the error page, 'Page Not Found: {path}', and the id is never sent. A well-formed id
// the backend does not know keeps the page's own friendlier message.

const DETAIL_CALLS = ['/api/ctc/query-advertise-detail', '/api/ctc/query-order-details'];

/** The detail reads the page sends from now on. */
function recordDetailCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (DETAIL_CALLS.includes(new URL(request.url()).pathname)) calls.push(request.url());
  });
  return calls;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/en/p2p/buy?scenario=default&mockUser=trader&mockReset=1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

for (const path of ['/en/p2p/buy/detail/not-an-ad', '/en/p2p/sell/detail/AD1', '/en/p2p/order?orderId=abc!']) {
  test(`${path} shows the 404 variant with its path and sends nothing`, async ({ page }) => {
    const calls = recordDetailCalls(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Page Not Found: ${path}`);
    await expect(page.getByRole('alert').getByText('404', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the homepage' }).click();
    await expect(page).toHaveURL(/\/en$/);
    expect(calls).toEqual([]);
  });
}

test('a well-formed advertisement number the backend does not know keeps the friendly message', async ({ page }) => {
  await page.goto('/en/p2p/buy/detail/AD99999999');
  await expect(page.getByText('This advertisement is no longer available')).toBeVisible();
  await expect(page.getByText(/Page Not Found/)).toHaveCount(0);
});

test('a well-formed order id the backend does not know keeps the friendly message', async ({ page }) => {
  await page.goto('/en/p2p/order?orderId=999999');
  await expect(page.getByText('This order does not exist or does not belong to your account.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/Page Not Found/)).toHaveCount(0);
});
