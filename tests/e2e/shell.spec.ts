import { expect, test } from '@playwright/test';

test('the buy list loads advertisements from the mocks with no backend', async ({ page }) => {
  await page.goto('/en/p2p/buy');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy USDT' })).toBeVisible();
  const ads = page.getByRole('article');
  await expect(ads.first()).toBeVisible();
  expect(await ads.count()).toBeGreaterThan(3);
  await expect(ads.first().getByRole('button', { name: /^Buy USDT from / })).toBeVisible();
});

test('filters live in the URL and survive a reload', async ({ page }) => {
  await page.goto('/en/p2p/sell?asset=BTC&fiat=EUR');
  await expect(page.getByRole('heading', { level: 1, name: 'Sell BTC' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sell BTC' })).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText('EUR');
});

test('the language comes from the URL and en-us is rewritten to en', async ({ page }) => {
  await page.goto('/fr/p2p/buy');
  await expect(page.locator('html')).toHaveAttribute('lang', /^fr/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Buy USDT');
  await page.goto('/en-us/p2p/buy');
  await expect(page).toHaveURL(/\/en\/p2p\/buy$/);
});

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/en/no-such-page');
  await expect(page.getByTestId('not-found')).toContainText('Page Not Found');
});

test('a signed-out trader is sent to sign in and comes back to the list', async ({ page }) => {
  await page.goto('/en/p2p/buy');
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Buy USDT from / })
    .click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByRole('button', { name: /Verified trader/ }).click();
  await expect(page).toHaveURL(/\/en\/p2p\/buy\/detail\//);
  // The row's button meant "buy from this ad": after signing in, the order form is open.
  await expect(page.getByRole('dialog', { name: 'Buy USDT' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'authorization')?.value).toBe('mock-token-trader');
});

test('going to /login from a page with the header throws nothing', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  await page.goto('/en/p2p/buy');
  const header = page.locator('#p2p-embedded-header');
  await header.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('button', { name: /Verified trader/ })).toBeVisible();
  // The header's root unmounts in a microtask after the layout's clean-up: give it a moment to fail.
  await page.waitForTimeout(300);
  expect(errors).toEqual([]);
});

test('the login page never redirects to another site', async ({ page }) => {
  await page.goto('/login?redirect=https://evil.example/steal');
  await page.getByRole('button', { name: /Verified trader/ }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/en\/p2p\/buy$/);
});

test('ignored paths are rejected with the 404 page', async ({ page }) => {
  await page.goto('/en/p2p/buy/_comp/x');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.goto('/en/cdn-cgi/trace');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('the style showcase renders every component in light and dark, the avatar page all 10 pairs', async ({ page }) => {
  await page.goto('/en/test/style');
  await expect(page.getByRole('region', { name: 'Light' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dark' })).toBeVisible();
  await page.goto('/en/test/avatar');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the locale page shows one key in all 17 languages', async ({ page }) => {
  await page.goto('/en/test/locale');
  const rows = page.getByRole('table').getByRole('row');
  // The page loads the texts of all 17 languages before its table, which is slow on a busy 2-core machine.
  await expect(rows).toHaveCount(18, { timeout: 30_000 });
  await expect(page.getByRole('row', { name: /zh-cn/ })).toContainText('网络错误');
});

test('a restricted region sees the restriction page with a link home', async ({ page }) => {
  await page.goto('/en/p2p/buy?scenario=restricted-region');
  await expect(page.getByTestId('region-restricted')).toContainText('This product is not available in your region.');
  await page.getByRole('link', { name: 'Back to the homepage' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/en?scenario=default');
});

test('privacy coins are hidden in Korean', async ({ page }) => {
  await page.goto('/ko/p2p/buy?asset=XMR&fiat=USD');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('USDT');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the header scrolls away with the Transfer button docked in it, and the page ends at the footer', async ({
    page,
  }) => {
    // The style showcase: a long page with the site's header, footer and Transfer button.
    await page.goto('/de/test/style');
    const header = page.locator('#p2p-embedded-header');
    await expect(header.getByRole('button', { name: 'Dunkel' })).toBeVisible();
    const transfer = page.getByRole('button', { name: 'Übertragen' });
    await expect(transfer).toBeVisible();
    // The Transfer button sits in the header's row, not over the page.
    const row = (await header.boundingBox())!;
    const docked = (await transfer.boundingBox())!;
    expect(docked.y, 'the Transfer button is inside the header row').toBeGreaterThanOrEqual(row.y);
    expect(docked.y + docked.height).toBeLessThanOrEqual(row.y + row.height);
    const footer = page.locator('#p2p-embedded-footer');
    await expect(footer.getByText(/©/)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // Not sticky on phones: scrolled to the end, the header is off the screen, and the Transfer button with it.
    await expect.poll(async () => (await header.boundingBox())?.y ?? 0).toBeLessThan(-50);
    const fab = (await transfer.boundingBox())!;
    expect(fab.y + fab.height, 'the Transfer button left with the header').toBeLessThanOrEqual(0);
    // Nothing after the footer: the page ends where the footer does.
    const ends = await page.evaluate(() => ({
      page: document.documentElement.scrollHeight,
      footer: document.querySelector('#p2p-embedded-footer footer')!.getBoundingClientRect().bottom + window.scrollY,
    }));
    expect(Math.abs(ends.page - ends.footer)).toBeLessThanOrEqual(1);
  });
});

test('a ?scenario= that names no scenario is said on the page and not kept; the list still works', async ({ page }) => {
  await page.goto('/en/p2p/buy?scenario=server-eror');
  const notice = page.getByRole('alert').filter({ hasText: 'server-eror' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('server-errors');
  await expect(page.getByRole('article').first()).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'mockScenario')).toBeUndefined();
});
