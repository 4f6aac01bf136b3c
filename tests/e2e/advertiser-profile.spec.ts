import { expect, test } from '@playwright/test';
import { textsFor } from './support/locale-text';

// The advertiser profile as a trader reaches it: from a name in the list (by mouse and by keyboard), from the ad
// detail page, and from an order; traded on in the list's one action; an unknown id is the not-found page.

const PROFILE_URL = /\/p2p\/advertiser\/\d+$/;

test('en: a name in the list opens the profile; its Buy opens the ad with the form, as the list does', async ({
  page,
}) => {
  const t = textsFor('en');
  await page.goto('/en/p2p/buy?fiat=USD&mockUser=trader&mockReset=1');
  const row = page.getByRole('article').first();
  const name = (await row.locator('.AdRow-nickname').textContent())!;
  // Followed inside the app: the page is not loaded again.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(PROFILE_URL);
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  await expect(page).toHaveTitle(new RegExp(name));
  const record = page.getByRole('region', { name: t('advertisers:stats.title') });
  await expect(record.getByText(t('advertisers:stats.trades30d'))).toBeVisible();
  await expect(record.getByText(t.pattern('advertisers:stats.feedbackCounts'))).toBeVisible();

  const ads = page.getByRole('region', { name: t('advertisers:ads.title') });
  await expect(ads.getByRole('tab', { name: t.pattern('advertisers:ads.buyTab') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await ads
    .getByRole('link', { name: t.pattern('ads:list.buyAsset', { name }) })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: t.pattern('ad-detail:form.buyTitle') })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/p2p\/buy\/detail\/AD\w+$/);
});

test('de, keyboard only: Tab to a name in the list, Enter, and page the feedback by rating', async ({ page }) => {
  const t = textsFor('de');
  await page.goto('/de/p2p/buy?fiat=EUR&mockUser=trader&mockReset=1');
  const row = page.getByRole('article').first();
  const name = (await row.locator('.AdRow-nickname').textContent())!;
  const link = row.getByRole('link', { name, exact: true });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(PROFILE_URL);
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();

  const feedback = page.getByRole('region', { name: t('advertisers:feedback.title') });
  const negative = feedback.getByRole('button', { name: t.pattern('advertisers:feedback.negative') });
  await negative.focus();
  await page.keyboard.press('Enter');
  await expect(negative).toHaveAttribute('aria-pressed', 'true');
  // Every item shown now is a negative one, said in words as well as by its icon.
  const items = feedback.locator('li[data-rating]');
  await expect(items.first()).toBeVisible();
  expect(await items.evaluateAll((all) => [...new Set(all.map((li) => li.getAttribute('data-rating')))])).toEqual([
    'NEGATIVE',
  ]);
  await expect(items.first()).toContainText(t('advertisers:feedback.negativeLabel'));
});

test('ja: the counterparty on an order page links to their profile', async ({ page }) => {
  const t = textsFor('ja');
  await page.goto('/ja/p2p/order?mockUser=trader&mockReset=1');
  await page
    .getByRole('link', { name: t.pattern('my-orders:action.viewLabel') })
    .first()
    .click();
  await expect(page).toHaveURL(/orderId=\d+/);
  const details = page.getByRole('region', { name: t('orders:details.heading') });
  const person = details.locator('a[href*="/p2p/advertiser/"]');
  await expect(person).toHaveCount(1);
  const name = (await person.textContent())!;
  await person.click();
  await expect(page).toHaveURL(PROFILE_URL);
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
});

test('an unknown or malformed advertiser id is the not-found page', async ({ page }) => {
  for (const id of ['999999999999', 'not-a-user']) {
    await page.goto(`/en/p2p/advertiser/${id}?mockUser=trader`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Page Not Found: /en/p2p/advertiser/${id}?mockUser=trader` }),
    ).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
  }
});
