import { expect, test } from '@playwright/test';
import { textsFor } from './support/locale-text';

// Blocking as a trader meets it: from a name in the list to the profile, Block after confirming, the ads gone from the
// list, then Unblock on the blocked users page; and the same on the profile by keyboard alone.

const PROFILE_URL = /\/p2p\/advertiser\/\d+$/;

test('en: block from the profile, their ads leave the list, unblock from Blocked users and they come back', async ({
  page,
}) => {
  const t = textsFor('en');
  await page.goto('/en/p2p/buy?fiat=USD&mockUser=trader&mockReset=1');
  const row = page.getByRole('article').first();
  const name = (await row.locator('.AdRow-nickname').textContent())!;
  const theirRows = page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(theirRows).not.toHaveCount(0);
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(PROFILE_URL);

  await page.getByRole('button', { name: t('advertisers:block.action') }).click();
  const dialog = page.getByRole('dialog', { name: t('advertisers:block.confirmTitle', { name }) });
  await expect(dialog.getByText(t('advertisers:block.confirmBody'))).toBeVisible();
  await dialog.getByRole('button', { name: t('advertisers:block.confirm'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(t('advertisers:block.blocked'), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: t('advertisers:block.unblock') })).toBeFocused();
  await expect(page.getByText(t('advertisers:block.adsHidden'))).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(theirRows).toHaveCount(0);

  await page.goto('/en/p2p/order');
  await page.getByRole('link', { name: t('my-orders:blockedUsers') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('advertisers:blocked.title') })).toBeVisible();
  await page.getByRole('button', { name: t('advertisers:blocked.unblockName', { name }) }).click();
  await expect(page.getByText(t('advertisers:blocked.empty'))).toBeVisible();

  await page.goto('/en/p2p/buy?fiat=USD');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(theirRows).not.toHaveCount(0);
});

test('de, keyboard only: Block, confirm, and Unblock on the profile, the focus following each step', async ({
  page,
}) => {
  const t = textsFor('de');
  await page.goto('/de/p2p/buy?fiat=EUR&mockUser=trader&mockReset=1');
  const name = (await page.getByRole('article').first().locator('.AdRow-nickname').textContent())!;
  await page.getByRole('article').first().getByRole('link', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(PROFILE_URL);

  const block = page.getByRole('button', { name: t('advertisers:block.action') });
  await block.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t('advertisers:block.confirmTitle', { name }) });
  await expect(dialog).toBeVisible();
  // Escape leaves everything as it was, with the focus back on Block.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(block).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = dialog.getByRole('button', { name: t('advertisers:block.confirm'), exact: true });
  while (!(await confirm.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const unblock = page.getByRole('button', { name: t('advertisers:block.unblock') });
  await expect(unblock).toBeFocused();
  await expect(page.getByText(t('advertisers:block.blocked'), { exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(block).toBeFocused();
  await expect(page.getByText(t('advertisers:block.undone', { name }))).toBeVisible();
});
