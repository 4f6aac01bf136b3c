import { expect, test, type Page } from '@playwright/test';
import { textsFor } from './support/locale-text';

// The list as it changes under the trader (mock scenario live-market: every refresh sells out the best ad,
// reprices the third and brings in a better one): changed rows are marked where they are, the row the trader is on
// stays in place, new ads wait for "Show", and a hidden tab asks for nothing.

/** The list's refresh cadence (src/features/ads/hooks/use-ad-pages.ts). */
const REFRESH_MS = 15_000;

const rowOf = (page: Page, adNo: string) => page.locator(`[data-ad-no="${adNo}"]`).getByRole('article');

/** Counts the page's list requests from now on (the mocks' service worker answers them, the page sends them). */
function countListRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/ctc/query-adv-list')) count += 1;
  });
  return () => count;
}

async function openLiveList(page: Page, lang: string, width = 1280) {
  await page.setViewportSize({ width, height: 800 });
  await page.clock.install();
  await page.goto(`/${lang}/p2p/buy?fiat=USD&scenario=live-market&mockReset=1`);
  await expect(page.getByRole('article').first()).toBeVisible();
  // The row wrappers carry the ads' numbers, in the list's order.
  return page.locator('[data-ad-no]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-ad-no')!));
}

test('en at 1280: a refresh marks the repriced row and keeps the focused Buy where it was; new ads wait', async ({
  page,
}) => {
  const t = textsFor('en');
  const before = await openLiveList(page, 'en');
  await expect(page.getByTestId('list-age')).toHaveText(t('ads:list.live.updatedJustNow'));
  // The trader is on the third row's Buy (its price is the one the market moves next).
  const focused = before[2]!;
  const buy = rowOf(page, focused).getByRole('button');
  await buy.focus();
  const top = (await buy.boundingBox())!.y;

  await page.clock.fastForward(REFRESH_MS);
  // The best ad sold out: it stays in its place, marked, while the trader is on the list.
  await expect(rowOf(page, before[0]!)).toHaveAttribute('data-mark', 'gone');
  await expect(rowOf(page, before[0]!).getByRole('button')).toHaveText(t('ads:list.live.gone'));
  await expect(rowOf(page, focused)).toHaveAttribute('data-mark', 'price');
  await expect(rowOf(page, focused)).toContainText(t('ads:list.live.priceChanged'));
  await expect(buy).toBeFocused();
  expect(Math.abs((await buy.boundingBox())!.y - top)).toBeLessThanOrEqual(1);
  // The new ad is announced, not pushed in above.
  const show = page.getByRole('button', { name: t('ads:list.live.showNew_one', { count: 1 }) });
  await expect(show).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: t('ads:list.live.newAds_one', { count: 1 }) }),
  ).toBeAttached();
  expect(await page.locator('[data-ad-no]').first().getAttribute('data-ad-no')).toBe(before[0]);

  // "Show" brings it in at the top, marked new, with the focus on its action; the gone row leaves.
  await show.click();
  const first = page.locator('[data-ad-no]').first();
  await expect(first.getByRole('article')).toHaveAttribute('data-mark', 'new');
  await expect(first.getByRole('button')).toBeFocused();
  await expect(rowOf(page, before[0]!)).toHaveCount(0);
  await expect(page.getByTestId('list-age')).toHaveText(t('ads:list.live.updatedJustNow'));
});

test('ja: a hidden tab asks for no list and says it is paused; shown again, it catches up at once', async ({
  page,
}) => {
  const t = textsFor('ja');
  await openLiveList(page, 'ja', 360);
  const setHidden = (hidden: boolean) =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => (value ? 'hidden' : 'visible'),
      });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  const listRequests = countListRequests(page);
  await setHidden(true);
  await page.clock.fastForward(4 * REFRESH_MS);
  await page.waitForTimeout(500);
  expect(listRequests()).toBe(0);
  await expect(page.getByTestId('list-age')).toContainText(t('ads:list.live.pausedHidden'));

  await setHidden(false);
  // The catch-up is scheduled on the page's timers, which run on the installed clock: it is let run a moment at a
  // time, as a loaded machine may not have run it yet.
  await expect
    .poll(async () => {
      await page.clock.runFor(200);
      return listRequests();
    })
    .toBe(1);
  await expect(page.getByTestId('list-age')).toHaveText(t('ads:list.live.updatedJustNow'));
});

test('en: the trade form says what changed in the ad since the list showed it', async ({ page }) => {
  const t = textsFor('en');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.clock.install();
  await page.goto('/en/p2p/buy?fiat=USD&scenario=live-market&mockReset=1&mockUser=trader');
  await expect(page.getByRole('article').first()).toBeVisible();
  const shown = await page
    .locator('[data-ad-no]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-ad-no')!));
  // The market moves (another reader of the same list) before the list's next refresh.
  const moved = await page.evaluate(async () => {
    const response = await fetch('/api/ctc/query-adv-list', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ side: 'BUY', asset: 'USDT', fiat: 'USD', page: 1, size: 10 }),
    });
    return ((await response.json()) as { data: { list: Array<{ adNo: string; price: string }> } }).data.list;
  });
  const repriced = moved.find((ad) => shown.slice(0, 8).includes(ad.adNo) && ad.adNo !== shown[0])!;
  const rowPrice = await rowOf(page, repriced.adNo).locator('.AdRow-price').innerText();
  await rowOf(page, repriced.adNo).getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: t('ad-detail:form.buyTitle', { asset: 'USDT' }) });
  await expect(dialog).toBeVisible();
  const changed = dialog.getByTestId('ad-changed');
  await expect(changed).toContainText(t('ad-detail:recheck.title'));
  if (rowPrice.replace(/,/g, '') !== repriced.price) {
    await expect(changed).toContainText(`${rowPrice} USD →`);
  }
});
