import { expect, test, type Page } from '@playwright/test';
import { textsFor } from './support/locale-text';
import { tradeFromList } from './support/trade-from-list';

// "Buy and sell in three clicks": a row's Buy button opens the amount form at once with the
// amount field focused; the payment method a buyer used last is preselected when the ad accepts it. So a returning
// buyer places an order with three actions: the row's button, the amount, Place order.
const t = textsFor('en');
const USDT = { asset: 'USDT' };
// Every ad of this list accepts a bank transfer, the method the first order uses.
const LIST = '/en/p2p/buy?fiat=USD&payMethod=BANK_TRANSFER&mockUser=trader';

async function adMinimum(page: Page, adNo: string): Promise<string> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/ctc/query-advertise-detail?adNo=${id}`, {
      headers: { Accept: 'application/json' },
    });
    return ((await response.json()) as { data: { minLimit: string } }).data.minLimit;
  }, adNo);
}

test('a returning buyer places an order in three actions from the list: the button, the amount, Place order', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The first order: the method is chosen once, by hand.
  await page.goto(`${LIST}&mockReset=1`);
  const first = await tradeFromList(page, t, 'buy');
  await first.dialog
    .getByRole('textbox', { name: new RegExp(t('ad-detail:form.pay')) })
    .fill(await adMinimum(page, first.adNo));
  await first.dialog.getByRole('combobox', { name: new RegExp(t('ad-detail:form.payMethod')) }).click();
  await page.getByRole('option', { name: /Bank Transfer/ }).click();
  await first.dialog.getByRole('button', { name: t('ad-detail:form.submitBuy', USDT) }).click();
  await expect(page).toHaveURL(/\/en\/p2p\/order\?orderId=\d+$/);

  await page.goto(LIST);
  const row = page.getByRole('article').first();
  await expect(row).toBeVisible();
  const actions: string[] = [];

  // 1. The row's button: the form is open, the amount field has the focus, the method is already chosen.
  actions.push('the row button');
  await row.getByRole('button', { name: t.pattern('ads:list.buyAsset', USDT) }).click();
  const dialog = page.getByRole('dialog', { name: t('ad-detail:form.buyTitle', USDT) });
  const amount = dialog.getByRole('textbox', { name: new RegExp(t('ad-detail:form.pay')) });
  await expect(amount).toBeFocused();
  await expect(dialog.getByRole('combobox', { name: new RegExp(t('ad-detail:form.payMethod')) })).toHaveText(
    /Bank Transfer/,
  );
  await expect(page).toHaveURL(/detail\/AD\d+$/);
  const adNo = /detail\/(AD\d+)$/.exec(page.url())![1]!;

  // 2. The amount, typed straight away.
  actions.push('the amount');
  await page.keyboard.type(await adMinimum(page, adNo));
  await expect(dialog.getByRole('textbox', { name: new RegExp(t('ad-detail:form.receive')) })).not.toHaveValue('');

  // 3. Place order.
  actions.push('Place order');
  await dialog.getByRole('button', { name: t('ad-detail:form.submitBuy', USDT) }).click();
  await expect(page).toHaveURL(/\/en\/p2p\/order\?orderId=\d+$/);
  await expect(page.getByRole('heading', { name: t('orders:step.payTitle') })).toBeVisible();
  expect(actions).toHaveLength(3);
});
