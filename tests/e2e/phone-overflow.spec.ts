import { expect, test, type Page } from '@playwright/test';
import { goInApp, switchLanguageInApp } from './support/in-app';
import { textsFor } from './support/locale-text';
import { createOrder, openOrder } from './support/orders';

// At 360 px nothing scrolls sideways in any of the 17 languages. The list and My
// orders have their own layout tests (list-layout, my-orders-layout); here the ad detail with its buy form open,
// and an order page. Geometry, not pixels: the document and the open dialog are no wider than the screen. The
// first language is loaded, the others are switched to in the app (support/in-app.ts).
const LANGUAGES = [
  'en',
  'de',
  'es',
  'fr',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'ms',
  'pt',
  'ru',
  'th',
  'tr',
  'vi',
  'zh-cn',
  'zh-tw',
] as const;

test.use({ viewport: { width: 360, height: 740 } });

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]');
    const documentOverflow = document.documentElement.scrollWidth - window.innerWidth;
    return Math.max(documentOverflow, dialog ? dialog.scrollWidth - dialog.clientWidth : 0);
  });
}

test('the ad detail page with its buy form open fits 360 px in all 17 languages', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/en/p2p/buy?mockUser=trader&mockReset=1');
  await expect(page.getByRole('article').first()).toBeVisible();
  const adNo = await page.evaluate(async () => {
    const response = await fetch('/api/ctc/query-adv-list', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ side: 'BUY', asset: 'USDT', fiat: 'USD', size: 1 }),
    });
    return ((await response.json()) as { data: { list: Array<{ adNo: string }> } }).data.list[0]!.adNo;
  });
  const overflow: Record<string, number> = {};
  for (const [i, lang] of LANGUAGES.entries()) {
    const path = `/${lang}/p2p/buy/detail/${adNo}?trade=1`;
    if (i === 0) await page.goto(path);
    else {
      // The form opens once per visit of the page: past another page (the 404, which asks for nothing) in the
      // new language, then the detail again in the app.
      await switchLanguageInApp(page, lang, `/${lang}/no-such-page`);
      await goInApp(page, path);
    }
    await expect(
      page.getByRole('dialog', { name: textsFor(lang)('ad-detail:form.buyTitle', { asset: 'USDT' }) }),
    ).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeFocused();
    overflow[lang] = await sidewaysOverflow(page);
  }
  expect(overflow).toEqual(Object.fromEntries(LANGUAGES.map((lang) => [lang, 0])));
});

test('an order page fits 360 px in all 17 languages', async ({ page }) => {
  test.setTimeout(150_000);
  const orderId = await createOrder(page, 'BUY', '300');
  await openOrder(page, orderId);
  const overflow: Record<string, number> = {};
  for (const [i, lang] of LANGUAGES.entries()) {
    const path = `/${lang}/p2p/order?orderId=${orderId}`;
    if (i === 0) await page.goto(path);
    else await switchLanguageInApp(page, lang, path);
    await expect(
      page.getByRole('heading', { level: 1, name: textsFor(lang)('orders:side.B', { asset: 'USDT' }) }),
    ).toBeVisible();
    await expect(page.getByTestId('order-amount')).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
    overflow[lang] = await sidewaysOverflow(page);
  }
  expect(overflow).toEqual(Object.fromEntries(LANGUAGES.map((lang) => [lang, 0])));
});

test('at 360 px the sell form shows the saved account whole: method and number, never cut to "…"', async ({ page }) => {
  for (const lang of ['de', 'ru', 'en'] as const) {
    const t = textsFor(lang);
    await page.goto(`/${lang}/p2p/sell?mockUser=trader&mockReset=1`);
    await page.getByRole('article').first().getByRole('button').last().click();
    const dialog = page.getByRole('dialog', { name: t('ad-detail:form.sellTitle', { asset: 'USDT' }) });
    await expect(dialog).toBeVisible();
    const method = dialog.getByRole('combobox', { name: new RegExp(t('ad-detail:form.payMethod')) });
    // The trader's one matching saved account is chosen already; its number is the part that was cut.
    await expect(method).toContainText('4478120093');
    await method.scrollIntoViewIfNeeded();
    const cut = await method.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(cut, `${lang}: the chosen account is cut`).toBe(false);
    expect(await sidewaysOverflow(page)).toBe(0);
  }
});
