import { expect, test, type Page } from '@playwright/test';
import { textsFor } from './support/locale-text';
import { tradeFromList } from './support/trade-from-list';

// An amount typed the way the page writes amounts is the amount meant (design-system/numbers/parse-amount.ts):
// '1.000' on a German page is a thousand, '2.500,75' two and a half thousand, '1 000,5' on a French page a
// thousand and a half. Typed key by key, as a person types, and checked where it matters: the URL the list
// filter writes, and the amount of the order the server receives.

const USDT = { asset: 'USDT' };

async function orderFiatAmount(page: Page): Promise<string> {
  const orderId = new URL(page.url()).searchParams.get('orderId');
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/ctc/query-order-details?orderId=${id}`, {
      headers: { Accept: 'application/json' },
      credentials: 'include',
    });
    return ((await response.json()) as { data: { fiatAmount: string } }).data.fiatAmount;
  }, orderId);
}

test('de list: "1.000" in the amount filter asks for ads that take 1000, and the field keeps "1.000"', async ({
  page,
}) => {
  const t = textsFor('de');
  await page.goto('/de/p2p/buy?fiat=EUR&mockReset=1');
  await expect(page.getByRole('article').first()).toBeVisible();
  const amount = page.getByRole('textbox', { name: t('ads:list.amount') });
  await amount.click();
  await amount.pressSequentially('1.000');
  await expect(page).toHaveURL(/[?&]amount=1000(&|$)/);
  await expect(amount).toHaveValue('1.000');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(t('ads:list.emptyTitle'))).toHaveCount(0);

  // '1,000' is one with three decimals on a German page: refused in the field, never sent as another number.
  await amount.fill('');
  await amount.pressSequentially('1,000');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveAccessibleDescription(t('ds:amount.problem.decimals_other', { count: 2 }));
  await expect(page).not.toHaveURL(/[?&]amount=/);
});

for (const { lang, typed, fiat, amount, shown } of [
  { lang: 'de', typed: '2.500,75', fiat: 'EUR', amount: '2500.75', shown: /2\.500,75/ },
  { lang: 'fr', typed: '1 000,5', fiat: 'EUR', amount: '1000.50', shown: /1[\u00a0\u202f]000,50/ },
]) {
  test(`${lang} buy form: "${typed}" typed in I will pay places an order for ${amount} ${fiat}`, async ({ page }) => {
    const t = textsFor(lang);
    // Only ads whose limits take this amount.
    await page.goto(`/${lang}/p2p/buy?fiat=${fiat}&amount=${amount}&mockUser=trader&mockReset=1`);
    await expect(page.getByRole('article').first()).toBeVisible();
    const { dialog } = await tradeFromList(page, t, 'buy', lang);
    const pay = dialog.getByRole('textbox', { name: new RegExp(t('ad-detail:form.pay')) });
    await pay.pressSequentially(typed);
    await expect(pay).toHaveValue(typed);
    await expect(pay).not.toHaveAttribute('aria-invalid', 'true');
    const method = dialog.getByRole('combobox', { name: new RegExp(t('ad-detail:form.payMethod')) });
    await method.click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: t('ad-detail:form.submitBuy', USDT) }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/p2p/order\\?orderId=\\d+$`));
    expect(await orderFiatAmount(page)).toBe(amount);
    await expect(page.getByRole('main')).toContainText(shown);
  });
}
