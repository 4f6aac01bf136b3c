import { expect, test } from '@playwright/test';
import { pickAvatarColors } from '../../design-system/components/user-avatar/avatar-initials';

const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

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
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).not.toContainText('Showing 50 of');
  expect(await ads.count()).toBeLessThan(40);
  const nodes = await page.evaluate(() => document.querySelectorAll('*').length);
  expect(nodes).toBeLessThan(2000);
  await page.goto('/en/p2p/buy?scenario=default');
});

test('each advertiser’s avatar shows the colours of their name', async ({ page }) => {
  await page.goto('/en/p2p/buy?mockReset=1');
  await expect(page.getByRole('article').first()).toBeVisible();
  const rows = await page.getByRole('article').evaluateAll((articles) =>
    articles.slice(0, 6).map((row) => {
      const style = getComputedStyle(row.querySelector('.MuiAvatar-root')!);
      return {
        name: row.querySelector('.AdRow-nickname')?.textContent ?? '',
        colours: [style.backgroundColor, style.color],
      };
    }),
  );
  expect(rows.length).toBeGreaterThan(3);
  for (const { name, colours } of rows) {
    const pair = pickAvatarColors(name);
    expect(colours, name).toEqual([rgb(pair.background), rgb(pair.foreground)]);
  }
  expect(new Set(rows.map((row) => row.colours[0])).size).toBeGreaterThan(1);
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

test('on a phone the list reaches its last ad and then rests: no request loop at the end of 10,000 ads', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/en/p2p/buy?scenario=ads-10k');
  await expect(page.getByRole('article').first()).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: /of 10,000/ });
  // Scrolled to the end again and again as pages arrive, the way the bench does (npm run bench: list).
  for (let i = 0; i < 600 && !/Showing 10,000 of/.test((await status.textContent()) ?? ''); i += 1) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(50);
  }
  // The trap: a last page that asks again and again for a next page interrupts, each time, the deferred render that
  // would show it, so the list never completes and the main thread stays busy
  // (src/features/ads/screens/ad-list-screen.tsx).
  await expect(status).toHaveText('Showing 10,000 of 10,000 advertisements', { timeout: 5_000 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const busy = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')!.value;
  const before = await busy();
  await page.waitForTimeout(2_000);
  expect(await busy(), 'seconds of main-thread work in 2 idle seconds').toBeLessThan(before + 0.5);
  await page.goto('/en/p2p/buy?scenario=default');
});
