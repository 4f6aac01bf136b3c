import { expect, test, type Page } from '@playwright/test';
import { textsFor } from './support/locale-text';

// My ads as an advertiser meets it: from the header to their ads, one ad taken offline (another user no longer finds
// it, a reload keeps it so) and back online, another closed after confirming; and the switch by keyboard in German.

const TRADER_AD = 'AlexTrades';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An ad's control by the name it starts with ("Online: Buy USDC with EUR, ADM…"). */
const startingWith = (text: string) => new RegExp(`^${escaped(text)}`);

/** The sell list of USDC for EUR as another account sees it: the trader's buy ad is listed there while online. */
async function otherUserSees(page: Page): Promise<boolean> {
  await page.goto('/en/p2p/sell?asset=USDC&fiat=EUR&mockUser=sub-user');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const rows = page.getByRole('article');
  await expect(rows.first().or(page.getByText(textsFor('en')('ads:list.emptyTitle')))).toBeVisible();
  return (await rows.filter({ hasText: TRADER_AD }).count()) > 0;
}

/** The mocks keep their store in sessionStorage a moment after each answer; a navigation must wait for it. */
async function stored(page: Page, adNo: string, status: string) {
  await page.waitForFunction(
    ([number, state]) => {
      const saved = JSON.parse(sessionStorage.getItem('p2p-mock-state') ?? '{}') as {
        makerAds?: Array<{ adNo: string; status: string }>;
      };
      return saved.makerAds?.some((ad) => ad.adNo === number && ad.status === state) ?? false;
    },
    [adNo, status] as const,
  );
}

test('en: from the header to My ads, an ad offline and online again, another closed after confirming', async ({
  page,
}) => {
  const t = textsFor('en');
  await page.goto('/en/p2p/buy?mockUser=trader&mockReset=1');
  expect(await otherUserSees(page)).toBe(true);

  await page.goto('/en/p2p/buy?mockUser=trader');
  await page
    .getByRole('navigation', { name: t('common:nav.p2p') })
    .getByRole('link', { name: t('common:nav.myAds') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: t('my-ads:title') })).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(3);

  const usdc = t('my-ads:sideTitle.BUY', { asset: 'USDC', fiat: 'EUR' });
  const toggle = page.getByRole('switch', { name: startingWith(t('my-ads:online.labelFor', { ad: usdc })) });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText(t('my-ads:online.wentOffline'))).toBeVisible();
  await stored(page, 'ADM00000003', 'OFFLINE');
  await page.reload();
  await expect(
    page.getByRole('switch', { name: startingWith(t('my-ads:online.labelFor', { ad: usdc })) }),
  ).not.toBeChecked();
  expect(await otherUserSees(page)).toBe(false);

  await page.goto('/en/p2p/my-ads?mockUser=trader');
  await page.getByRole('switch', { name: startingWith(t('my-ads:online.labelFor', { ad: usdc })) }).click();
  await expect(page.getByText(t('my-ads:online.wentOnline'))).toBeVisible();

  const btc = t('my-ads:sideTitle.BUY', { asset: 'BTC', fiat: 'USD' });
  const close = page.getByRole('button', { name: startingWith(t('my-ads:close.actionFor', { ad: btc })) });
  await close.click();
  const dialog = page.getByRole('dialog', { name: t('my-ads:close.title') });
  await expect(dialog.getByText(t('my-ads:close.body'))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(close).toBeFocused();
  await close.click();
  await dialog.getByRole('button', { name: t('my-ads:close.confirm'), exact: true }).click();
  await expect(page.getByText(t('my-ads:close.done'))).toBeVisible();
  await expect(page.getByRole('heading', { name: btc })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: t('my-ads:title') })).toBeFocused();
  await stored(page, 'ADM00000002', 'CLOSED');
  expect(await otherUserSees(page)).toBe(true);
});

test('de by keyboard: Tab to an ad’s switch, Space takes it offline and says so in German', async ({ page }) => {
  const t = textsFor('de');
  await page.goto('/de/p2p/my-ads?mockUser=trader&mockReset=1');
  await expect(page.getByRole('heading', { level: 1, name: t('my-ads:title') })).toBeVisible();
  const usdc = t('my-ads:sideTitle.BUY', { asset: 'USDC', fiat: 'EUR' });
  const toggle = page.getByRole('switch', { name: startingWith(t('my-ads:online.labelFor', { ad: usdc })) });
  await expect(toggle).toBeChecked();
  // The filters come first, then the first ad's switch: each one Tab after the other, never a trap.
  await page.getByRole('button', { name: t('my-ads:filters.reset') }).focus();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText(t('my-ads:online.wentOffline'))).toBeVisible();
  await expect(page.getByText(t('my-ads:status.OFFLINE'), { exact: true }).first()).toBeVisible();
});
