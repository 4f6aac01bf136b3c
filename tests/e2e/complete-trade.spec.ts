import { expect, test, type Page } from '@playwright/test';
import { textsFor } from './support/locale-text';
import { tradeFromList } from './support/trade-from-list';
import { untilCounterpartyActs } from './support/clock';
import { markPaid, releaseWithCodes } from './support/orders';

// The whole product in a real browser on the mocks: list -> ad detail -> buy dialog -> order ->
// I've Paid -> the simulated seller releases -> Completed -> the order in My orders. Texts come from locales/,
// so the same journey runs in several languages.

async function firstAdLimits(page: Page, adNo: string): Promise<{ min: string }> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/ctc/query-advertise-detail?adNo=${id}`, {
      headers: { Accept: 'application/json' },
    });
    const body = (await response.json()) as { data: { minLimit: string } };
    return { min: body.data.minLimit };
  }, adNo);
}

async function buyThroughTheScreens(page: Page, lang: string) {
  const t = textsFor(lang);
  // The counterparty's steps run on Playwright's clock (support/clock.ts): installed before the page loads.
  await page.clock.install();
  await page.goto(`/${lang}/p2p/buy?mockUser=trader&mockReset=1`);
  await expect(page.getByRole('heading', { level: 1, name: t('ads:list.titleBuy', { asset: 'USDT' }) })).toBeVisible();

  // The row's button opens the amount form at once, its amount field focused.
  const { adNo, dialog } = await tradeFromList(page, t, 'buy', lang);
  const pay = dialog.getByRole('textbox', { name: new RegExp(t('ad-detail:form.pay')) });
  await expect(pay).toBeFocused();
  // Untouched: no error before the trader has typed or left the field.
  await expect(pay).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(t('validation:required'))).toHaveCount(0);
  const { min } = await firstAdLimits(page, adNo);
  await dialog.getByRole('textbox', { name: new RegExp(t('ad-detail:form.pay')) }).fill(min);
  await expect(dialog.getByRole('textbox', { name: new RegExp(t('ad-detail:form.receive')) })).not.toHaveValue('');
  const method = dialog.getByRole('combobox', { name: new RegExp(t('ad-detail:form.payMethod')) });
  if (!(await method.textContent())?.trim()) {
    await method.click();
    await page.getByRole('option').first().click();
  }
  // A double click still creates one order.
  await dialog.getByRole('button', { name: t('ad-detail:form.submitBuy', { asset: 'USDT' }) }).dblclick();
  await expect(page).toHaveURL(new RegExp(`/${lang}/p2p/order\\?orderId=(\\d+)$`));
  const orderId = new URL(page.url()).searchParams.get('orderId')!;

  await markPaid(page, lang);
  await untilCounterpartyActs(page, page.getByRole('heading', { name: t('orders:step.completedTitle') }));

  await page.goto(`/${lang}/p2p/order?status=completed`);
  await expect(page.getByRole('heading', { level: 1, name: t('my-orders:title') })).toBeVisible();
  await expect(page.getByText(orderId).first()).toBeVisible();
  return orderId;
}

for (const lang of ['en', 'fr', 'ja']) {
  test(`a complete buy through the screens in ${lang}`, async ({ page }) => {
    await buyThroughTheScreens(page, lang);
  });
}

test.describe('at phone width', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('a complete buy at 360 px, without horizontal scrolling', async ({ page }) => {
    await buyThroughTheScreens(page, 'en');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

async function sellThroughTheScreens(page: Page, lang: string) {
  const t = textsFor(lang);
  // The counterparty's steps run on Playwright's clock (support/clock.ts): installed before the page loads.
  await page.clock.install();
  await page.goto(`/${lang}/p2p/sell?mockUser=trader&mockReset=1`);
  const { dialog } = await tradeFromList(page, t, 'sell', lang);
  await dialog.getByRole('button', { name: t('ds:amount.max'), exact: true }).click();
  const method = dialog.getByRole('combobox', { name: new RegExp(t('ad-detail:form.payMethod')) });
  if (!(await method.textContent())?.trim()) {
    await method.click();
    await page.getByRole('option').first().click();
  }
  await dialog.getByRole('button', { name: t('ad-detail:form.submitSell', { asset: 'USDT' }) }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/p2p/order\\?orderId=\\d+$`));
  const orderId = new URL(page.url()).searchParams.get('orderId')!;

  // The simulated buyer pays a few seconds after the order is created.
  await untilCounterpartyActs(page, page.getByRole('heading', { name: t('orders:step.checkPaymentTitle') }));
  await releaseWithCodes(page, lang);
  await untilCounterpartyActs(page, page.getByRole('heading', { name: t('orders:step.completedTitle') }));

  await page.goto(`/${lang}/p2p/order?status=completed`);
  await expect(page.getByText(orderId).first()).toBeVisible();
}

for (const lang of ['en', 'de', 'ja']) {
  test(`a complete sell through the screens in ${lang}`, async ({ page }) => {
    await sellThroughTheScreens(page, lang);
  });
}
