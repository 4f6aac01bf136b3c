import { expect, test, type Page } from '@playwright/test';
import { MOCK_VERIFY_CODES } from '../../mocks/users';
import { textsFor } from './support/locale-text';
import { requestAndType, verifyWithMockCodes } from './support/security-codes';
import { tradeFromList } from './support/trade-from-list';

// A new device requires extra verification. The new-device account's backend (the mocks) answers create-order with
// 30001 until the request carries the codes of every bound channel, the SMS and email ones requested with send-code for
// the scene (contract SecurityCodes). The trader goes through the security verification dialog (request the codes, type
// what "arrived", confirm) until the order is placed.

async function openBuyDialog(page: Page, lang: string) {
  const t = textsFor(lang);
  const { adNo, dialog } = await tradeFromList(page, t, 'buy', lang);
  const min = await page.evaluate(async (id) => {
    const response = await fetch(`/api/ctc/query-advertise-detail?adNo=${id}`, {
      headers: { Accept: 'application/json' },
    });
    return ((await response.json()) as { data: { minLimit: string } }).data.minLimit;
  }, adNo);
  await dialog.getByRole('textbox', { name: new RegExp(t('ad-detail:form.pay')) }).fill(min);
  const method = dialog.getByRole('combobox', { name: new RegExp(t('ad-detail:form.payMethod')) });
  if (!(await method.textContent())?.trim()) {
    await method.click();
    await page.getByRole('option').first().click();
  }
  return dialog;
}

for (const lang of ['en', 'de']) {
  test(`a trader on a new device verifies with the codes and the order is placed (${lang})`, async ({ page }) => {
    const t = textsFor(lang);
    const creates: Array<{ verifyCodes?: unknown }> = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/ctc/create-order'))
        creates.push(request.postDataJSON() as { verifyCodes?: unknown });
    });
    await page.goto(`/${lang}/p2p/buy?mockUser=new-device&mockReset=1`);
    const buy = await openBuyDialog(page, lang);
    await buy.getByRole('button', { name: t('ad-detail:form.submitBuy', { asset: 'USDT' }) }).click();

    // 30001: the security verification dialog, with the new-device notice and this account's rules.
    const verification = page.getByRole('dialog', { name: t('security:dialog.title') });
    await expect(verification).toBeVisible();
    await expect(verification.getByText(t('common:security.newDevice'))).toBeVisible();
    await expect(verification.getByText(t('security:rules.phoneCanUnbind'))).toBeVisible();
    await expect(page).toHaveURL(/\/detail\/AD\d+$/);
    await verifyWithMockCodes(page, lang, 'security:scene.createOrder');

    // The retry carries the codes and the order page opens on the new order.
    await expect(page).toHaveURL(new RegExp(`/${lang}/p2p/order\\?orderId=\\d+$`));
    await expect(page.getByRole('button', { name: t('orders:action.paid') })).toBeVisible();
    expect(creates).toHaveLength(2);
    expect(creates[0]).not.toHaveProperty('verifyCodes');
    expect(creates[1]).toMatchObject({ verifyCodes: MOCK_VERIFY_CODES });
  });
}

test('a wrong code is refused by the backend (30006): the verification stays open, says why, and the corrected code places the order', async ({
  page,
}) => {
  const t = textsFor('en');
  let creates = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/ctc/create-order')) creates += 1;
  });
  await page.goto('/en/p2p/buy?scenario=new-device&mockUser=new-device&mockReset=1');
  const buy = await openBuyDialog(page, 'en');
  await buy.getByRole('button', { name: t('ad-detail:form.submitBuy', { asset: 'USDT' }) }).click();
  const verification = page.getByRole('dialog', { name: t('security:dialog.title') });
  await requestAndType(verification, 'en', 'sms', '111111');
  await requestAndType(verification, 'en', 'email', MOCK_VERIFY_CODES.emailCode);
  await verification.getByRole('textbox', { name: t('security:field.google') }).fill(MOCK_VERIFY_CODES.googleCode);
  await verification.getByRole('button', { name: t('common:action.confirm') }).click();

  // The reason is said inside the verification, which keeps what was typed (and the resend
  // countdowns); the buy dialog behind it shows no error and nothing was placed.
  await expect(verification.getByText(t('security:wrongCode'))).toBeVisible();
  await expect(verification.getByRole('textbox', { name: t('security:field.email') })).toHaveValue(
    MOCK_VERIFY_CODES.emailCode,
  );
  await expect(
    verification
      .getByRole('group', { name: t('security:field.sms') })
      .getByRole('button', { name: t.pattern('security:resendIn') }),
  ).toBeDisabled();
  await expect(page.getByText(/invalid or has expired/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/detail\/AD\d+$/);
  expect(creates).toBe(2);

  // The right SMS code (already sent, still valid) places the order.
  await verification.getByRole('textbox', { name: t('security:field.sms') }).fill(MOCK_VERIFY_CODES.smsCode);
  await verification.getByRole('button', { name: t('common:action.confirm') }).click();
  await expect(page).toHaveURL(/\/en\/p2p\/order\?orderId=\d+$/);
  expect(creates).toBe(3);
});

test('on a new device, adding and removing a payment method and selling each go through the verification', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = textsFor('en');
  await page.goto('/en/p2p/sell?mockUser=new-device&mockReset=1');
  const { dialog: sell } = await tradeFromList(page, t, 'sell');

  // Add (scene ADD_PAYMENT): 30001, the codes, then the method is saved and selected for this sell.
  await sell.getByRole('button', { name: t('ad-detail:form.manage') }).click();
  const manage = page.getByRole('dialog', { name: t('payment-methods:manage.title') });
  await manage.getByRole('button', { name: t('payment-methods:manage.add') }).click();
  const form = page.getByRole('dialog', { name: t('payment-methods:form.title') });
  await form.getByRole('combobox', { name: new RegExp(t('payment-methods:form.method')) }).click();
  await page.getByRole('option').first().click();
  const account = `ND${Date.now()}`;
  await form.getByRole('textbox', { name: new RegExp(t('payment-methods:form.account')) }).fill(account);
  await form.getByRole('textbox', { name: new RegExp(t('payment-methods:form.receiver')) }).fill('Alex Morgan');
  await form.getByRole('button', { name: t('payment-methods:form.saveAndUse') }).click();
  await verifyWithMockCodes(page, 'en', 'security:scene.addPayment');
  await expect(form).toBeHidden();
  await expect(sell.getByRole('combobox', { name: new RegExp(t('ad-detail:form.payMethod')) })).toContainText(account);

  // Remove the account's older method (scene REMOVE_PAYMENT).
  await sell.getByRole('button', { name: t('ad-detail:form.manage') }).click();
  await manage
    .getByRole('button', { name: t.pattern('payment-methods:manage.removeLabel', { account: '021000021 5520117741' }) })
    .click();
  const confirm = page.getByRole('dialog', { name: t('payment-methods:manage.removeTitle') });
  await confirm.getByRole('button', { name: t('payment-methods:manage.remove'), exact: true }).click();
  await verifyWithMockCodes(page, 'en', 'security:scene.removePayment');
  await expect(manage.getByRole('listitem')).toHaveCount(1);
  await expect(manage.getByRole('listitem')).toContainText(account);
  // The removed row's button is gone: the focus goes to the dialog it sat in (not the page behind), so Escape reaches it.
  await expect.poll(() => manage.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(manage).toBeHidden();

  // Sell with the new method (scene CREATE_ORDER): the order page opens.
  await sell.getByRole('button', { name: t('ds:amount.max'), exact: true }).click();
  await sell.getByRole('button', { name: t('ad-detail:form.submitSell', { asset: 'USDT' }) }).click();
  await verifyWithMockCodes(page, 'en', 'security:scene.createOrder');
  await expect(page).toHaveURL(/\/en\/p2p\/order\?orderId=\d+$/);
});
