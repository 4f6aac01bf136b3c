import { expect, test } from '@playwright/test';

test('ten thousand advertisements stay virtualized: few rows in the DOM, more load on scroll', async ({ page }) => {
  await page.goto('/en/p2p/buy?scenario=ads-10k');
  const ads = page.getByRole('article');
  await expect(ads.first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /of 10,?000/ })).toBeVisible();
  expect(await ads.count()).toBeLessThan(40);

  for (let i = 0; i < 6; i += 1) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(250);
  }
  await expect(page.getByRole('status')).not.toContainText('Showing 50 of');
  expect(await ads.count()).toBeLessThan(40);
  const nodes = await page.evaluate(() => document.querySelectorAll('*').length);
  expect(nodes).toBeLessThan(2000);
  await page.goto('/en/p2p/buy?scenario=default');
});

test('the list keeps its scroll position when coming back from an advertisement', async ({ page }) => {
  await page.goto('/en/p2p/buy?mockUser=trader&mockReset=1');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.mouse.wheel(0, 1500);
  await page.waitForTimeout(300);
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(500);
  // An ad already in view: clicking it does not scroll the page first.
  const visibleAd = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Buy USDT from / }) })
    .nth(8);
  await visibleAd.getByRole('button', { name: /^Buy USDT from / }).click();
  await expect(page).toHaveURL(/\/en\/p2p\/buy\/detail\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/p2p\/buy/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 300);
});

test('a server error shows a retry, and the page is not blank', async ({ page }) => {
  await page.goto('/en/p2p/buy?scenario=server-errors');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/en/p2p/buy?scenario=default');
});
