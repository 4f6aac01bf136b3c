import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Advertisement } from '../../src/api/generated/models';
import { formatAmount } from '../../design-system/numbers/format-amount';
import type { Language } from '../../src/shared/i18n/languages';
import { paths } from '../../src/shared/routing/paths';
import { textsFor } from '../e2e/support/locale-text';
import { recordCspViolations } from './support/csp-violations';

// The prerendered list paints its first rows before the app's code has arrived: the early script's answer, drawn
// from the build's sample rows (src/features/ads/early-rows/). Served as users get it: the production build behind
// the shipped nginx, with its CSP, the HTTP mock server behind it.

const PAINTER = /\/assets\/early-rows-[0-9a-f]+\.js$/;

/** The app's code never arrives: only the page, its inline early script and the rows' painter run. */
async function withoutTheApp(page: Page): Promise<void> {
  await page.route('**/*.js', (route) => (PAINTER.test(route.request().url()) ? route.continue() : route.abort()));
}

/** The app's code waits until `release` is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    if (!PAINTER.test(route.request().url())) await released;
    await route.continue();
  });
  return release;
}

async function firstAds(request: APIRequestContext): Promise<Advertisement[]> {
  const answer = await request.post('/api/ctc/query-adv-list', {
    data: { side: 'BUY', asset: 'USDT', fiat: 'USD', page: 1, size: 50 },
  });
  return ((await answer.json()) as { data: { list: Advertisement[] } }).data.list;
}

/** What a row says, part by part, as a trader reads it and as a screen reader names it. */
async function rowWords(row: Locator) {
  const button = row.locator('.AdRow-trade');
  return {
    name: await row.getAttribute('aria-label'),
    nickname: await row.locator('.AdRow-nickname').innerText(),
    profile: await row.locator('.AdRow-nickname a').getAttribute('href'),
    online: await row.locator('[data-online]').getAttribute('data-online'),
    stats: await row.locator('.AdRow-stats').innerText(),
    price: await row.locator('.AdRow-priceCell > p').first().innerText(),
    // Without the coin's logo: its initial until the logos have come, then the picture.
    terms: await row.locator('.AdRow-terms').evaluate((terms) => {
      const copy = terms.cloneNode(true) as HTMLElement;
      for (const logo of copy.querySelectorAll('.MuiAvatar-root, img')) logo.remove();
      return copy.textContent;
    }),
    methods: await row.locator('.AdRow-methods').innerText(),
    action: await button.innerText(),
    actionName: await button.getAttribute('aria-label'),
  };
}

test('before the app has run, the prerendered list shows its first ads from the early answer', async ({
  page,
  request,
}) => {
  const violations = await recordCspViolations(page);
  const en = textsFor('en');
  await page.setViewportSize({ width: 360, height: 740 });
  await withoutTheApp(page);
  const ads = await firstAds(request);
  await page.goto('/en/p2p/buy');
  const rows = page.locator('#p2p-early-rows article');
  await expect(rows.first()).toBeVisible();
  // The rows a phone shows below the filters, and one more, as the list's own first render.
  const top = (await page.locator('#p2p-early-rows').boundingBox())!.y;
  await expect(rows).toHaveCount(Math.ceil((740 - top) / 150) + 1);
  const first = ads[0]!;
  const seller = first.advertiser.nickname;
  await expect(rows.first()).toHaveAttribute('aria-label', seller);
  await expect(rows.first().locator('.AdRow-price')).toHaveText(
    formatAmount(first.price, { asset: first.fiat, locale: 'en-US' }),
  );
  await expect(
    rows.first().getByRole('button', { name: en('ads:list.buyAsset', { asset: 'USDT', name: seller }) }),
  ).toHaveText(en('ads:list.buyAction', { asset: 'USDT' }));
  // The skeleton gives way, its "loading" status with it.
  await expect(page.getByText(en('ads:list.loading'))).toBeHidden();
  expect(violations).toEqual([]);
});

for (const { lang, width, height } of [
  { lang: 'de' as Language, width: 1280, height: 800 },
  { lang: 'ja' as Language, width: 360, height: 740 },
]) {
  test(`${lang} at ${width}: the painted rows read as the list's own, which take their place without moving`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const release = await holdTheApp(page);
    // Not until `load`, which waits for the held modules.
    await page.goto(`/${lang}/p2p/buy`, { waitUntil: 'commit' });
    const painted = page.locator('#p2p-early-rows article');
    await expect(painted.first()).toBeVisible();
    const count = await painted.count();
    const before = [];
    for (let i = 0; i < count; i += 1) before.push(await rowWords(painted.nth(i)));
    const box = await painted.first().boundingBox();
    release();
    // The list's own rows, in the virtual list, once the app has run; the painted ones are gone.
    const own = page.locator('[data-index] article');
    await expect(own.first()).toBeVisible();
    await expect(page.locator('#p2p-early-rows')).toHaveCount(0);
    // The rows on screen, which both drew.
    const onScreen = Math.min(count, await own.count());
    expect(onScreen).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < onScreen; i += 1) expect(await rowWords(own.nth(i)), `row ${i + 1}`).toEqual(before[i]);
    const after = await own.first().boundingBox();
    expect(after?.y).toBeCloseTo(box!.y, 0);
    expect(after?.height).toBeCloseTo(box!.height, 0);
  });
}

test('a trader who reached a painted Buy button by keyboard keeps the focus on it when the list’s own rows come', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto('/en/p2p/buy', { waitUntil: 'commit' });
  const painted = page.locator('#p2p-early-rows article');
  await expect(painted.nth(1)).toBeVisible();
  const adNo = await page.locator('#p2p-early-rows [data-ad-no]').nth(1).getAttribute('data-ad-no');
  await painted.nth(1).locator('.AdRow-trade').focus();
  release();
  await expect(page.locator('#p2p-early-rows')).toHaveCount(0);
  await expect(page.locator(`[data-index][data-ad-no="${adNo}"] .AdRow-trade`)).toBeFocused();
});

test('a Buy button painted before the app has run leads to the trade, through the login when signed out', async ({
  page,
  request,
}) => {
  await withoutTheApp(page);
  const first = (await firstAds(request))[0]!;
  await page.goto('/en/p2p/buy');
  await page.locator('#p2p-early-rows .AdRow-trade').first().click();
  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(
    paths.adDetail('en', 'buy', first.adNo, { trade: true }),
  );
});
