import { expect, test, type Page } from '@playwright/test';
import { textsFor } from './support/locale-text';

// The list's order and show-only toggles as a trader uses them: from the table's headings at 1280 and the select
// and toggles at 360, kept in the URL across a reload, and ordered by the server.

/** The nicknames the API gives first for a list request, to compare with the rows on screen. */
async function firstNicknames(page: Page, body: Record<string, unknown>, count: number): Promise<string[]> {
  return page.evaluate(
    async ({ body, count }) => {
      const response = await fetch('/api/ctc/query-adv-list', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...body, page: 1, size: count }),
      });
      const answer = (await response.json()) as { data: { list: Array<{ advertiser: { nickname: string } }> } };
      return answer.data.list.map((ad) => ad.advertiser.nickname);
    },
    { body, count },
  );
}

const rowNames = (page: Page, count: number) =>
  page
    .getByRole('article')
    .evaluateAll(
      (rows, n) => rows.slice(0, n).map((row) => row.querySelector('.AdRow-nickname')?.textContent ?? ''),
      count,
    );

test('de at 1280: sorting by completion rate from its heading orders the rows, and a reload keeps the order', async ({
  page,
}) => {
  const t = textsFor('de');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/de/p2p/buy?fiat=EUR&mockReset=1');
  await expect(page.getByRole('article').first()).toBeVisible();
  const headings = page.getByRole('group', { name: t.pattern('ads:list.sortLabel') });
  const completion = headings.getByRole('button', { name: t('ads:list.sortShort.completion'), exact: true });
  await expect(completion).toHaveAccessibleDescription(t('ads:list.sort.completion'));
  await completion.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]sort=COMPLETION_RATE_DESC(&|$)/);
  await expect(completion).toHaveAttribute('aria-pressed', 'true');
  const expected = await firstNicknames(
    page,
    { side: 'BUY', asset: 'USDT', fiat: 'EUR', sort: 'COMPLETION_RATE_DESC' },
    4,
  );
  await expect.poll(() => rowNames(page, 4)).toEqual(expected);

  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(
    page
      .getByRole('group', { name: t.pattern('ads:list.sortLabel') })
      .getByRole('button', { name: t('ads:list.sortShort.completion'), exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => rowNames(page, 4)).toEqual(expected);
});

test('ja at 360: the order and "online only" from the filter bar\'s options, by keyboard, then reset', async ({
  page,
}) => {
  const t = textsFor('ja');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/ja/p2p/buy?fiat=EUR&mockReset=1');
  await expect(page.getByRole('article').first()).toBeVisible();
  const firstBefore = await rowNames(page, 1);
  const optionsButton = page.getByRole('button', { name: t('ads:list.optionsTitle') });
  await optionsButton.focus();
  await page.keyboard.press('Enter');
  await expect(optionsButton).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: t('ads:list.optionsTitle') });
  // Unfolded over the rows, the panel stays within the phone's width.
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await panel
    .getByRole('combobox', { name: t('ads:list.sortByLabel') })
    .selectOption({ label: t('ads:list.sort.trades') });
  await expect(page).toHaveURL(/[?&]sort=TRADES_DESC(&|$)/);
  const online = panel.getByRole('button', { name: t('ads:list.onlineOnly') });
  await online.focus();
  await page.keyboard.press('Space');
  await expect(online).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]online=1(&|$)/);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: t('ads:list.optionsActive', { count: 2 }) })).toBeFocused();
  const expected = await firstNicknames(
    page,
    { side: 'BUY', asset: 'USDT', fiat: 'EUR', sort: 'TRADES_DESC', onlineOnly: true },
    3,
  );
  await expect.poll(() => rowNames(page, 3)).toEqual(expected);
  // The count shown is the server's count of online advertisers' ads.
  const total = await page.evaluate(async () => {
    const response = await fetch('/api/ctc/query-adv-list', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ side: 'BUY', asset: 'USDT', fiat: 'EUR', onlineOnly: true, size: 1 }),
    });
    return ((await response.json()) as { data: { total: number } }).data.total;
  });
  await expect(page.getByRole('status').filter({ hasText: String(total) })).toBeVisible();

  await page.getByRole('button', { name: t('ads:list.optionsActive', { count: 2 }) }).click();
  await panel.getByRole('button', { name: t('common:action.reset') }).click();
  await expect(page).toHaveURL(/\/ja\/p2p\/buy\?asset=USDT&fiat=EUR$/);
  await panel.getByRole('button', { name: t('ads:list.optionsDone') }).click();
  await expect(panel).toBeHidden();
  await expect.poll(() => rowNames(page, 1)).toEqual(firstBefore);
});

test('en at 360 on a slow phone: a choice in the options shows at once and never snaps back while the list follows', async ({
  page,
}) => {
  const t = textsFor('en');
  await page.setViewportSize({ width: 360, height: 740 });
  // The 10,000-ad book and a slow phone: the list takes a while to follow a choice.
  await page.goto('/en/p2p/buy?asset=USDT&fiat=USD&scenario=ads-10k');
  await expect(page.getByRole('article').first()).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.getByRole('button', { name: t('ads:list.optionsTitle') }).click();
  const panel = page.getByRole('region', { name: t('ads:list.optionsTitle') });
  const select = panel.getByRole('combobox', { name: t('ads:list.sortByLabel') });
  const online = panel.getByRole('button', { name: t('ads:list.onlineOnly') });
  await expect(online).toHaveAttribute('aria-pressed', 'false');
  // What the two controls show in every frame drawn from here on.
  await panel.evaluate((element) => {
    const frames: string[] = [];
    (window as unknown as { __frames: string[] }).__frames = frames;
    const sample = () => {
      const value = element.querySelector('select')?.value ?? '?';
      const pressed = element.querySelector('[aria-pressed]')?.getAttribute('aria-pressed') ?? '?';
      frames.push(`${value}|${pressed}`);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await online.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/[?&]sort=PRICE_DESC&online=1$/);
  await expect(page.getByRole('button', { name: t('ads:list.optionsActive', { count: 2 }) })).toBeVisible();
  const frames = await page.evaluate(() => (window as unknown as { __frames: string[] }).__frames);
  const sorted = frames.findIndex((frame) => frame.startsWith('PRICE_DESC|'));
  const pressed = frames.findIndex((frame) => frame.endsWith('|true'));
  expect(sorted).toBeGreaterThanOrEqual(0);
  expect(pressed).toBeGreaterThan(sorted);
  expect(frames.slice(sorted).filter((frame) => !frame.startsWith('PRICE_DESC|'))).toEqual([]);
  expect(frames.slice(pressed).filter((frame) => !frame.endsWith('|true'))).toEqual([]);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});
