import { expect, test } from '@playwright/test';
import { textsFor } from './support/locale-text';
import { createOrder } from './support/orders';

// Every page names itself in the browser tab, in the page's language: a trader with five tabs open tells the list,
// an ad, an order and My orders apart without opening them.

for (const lang of ['en', 'de', 'th'] as const) {
  test(`in ${lang} every page has its own translated tab title`, async ({ page }) => {
    const t = textsFor(lang);
    const app = t('common:app.name');
    const titled = (page: string) => t('common:app.pageTitle', { page, app });
    const orderId = await createOrder(page, 'BUY', '100');
    await page.waitForFunction((id) => (sessionStorage.getItem('p2p-mock-state') ?? '').includes(id), orderId);

    const pages: Array<[string, string | RegExp]> = [
      [`/${lang}/p2p/buy`, t('ads:pageTitle.buy', { asset: 'USDT', fiat: 'USD' })],
      [`/${lang}/p2p/sell`, t('ads:pageTitle.sell', { asset: 'USDT', fiat: 'USD' })],
      [`/${lang}/p2p/order`, t('my-orders:tabTitle')],
      [`/${lang}/p2p/my-ads`, titled(t('my-ads:title'))],
      [`/${lang}/p2p/my-ads/new`, titled(t('my-ads:form.title'))],
      [`/${lang}/p2p/order?orderId=${orderId}`, new RegExp(`${orderId}$`)],
      [`/${lang}/p2p/no-such-page`, titled(t('errors:notFound'))],
      [`/${lang}/hkpay?orderId=${orderId}`, titled(t('ads:hkpay.title'))],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page, path).toHaveTitle(title);
    }

    // An ad's page: its heading, which names the advertiser.
    await page.goto(`/${lang}/p2p/buy`);
    await page.getByRole('article').first().getByRole('button').last().click();
    await expect(page).toHaveURL(/\/detail\/AD\d+/);
    // The row's button opens the amount form at once; Escape closes it and leaves the ad's page.
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(page).toHaveTitle(titled((await heading.textContent())!));
    expect(await page.title()).not.toBe(app);
  });
}
