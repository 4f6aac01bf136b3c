import { expect, test, type Page } from '@playwright/test';
import { MOCK_VERIFY_CODES } from '../../mocks/users';
import { chaos } from './support/chaos';
import { textsFor } from './support/locale-text';
import { requestAndType, verifyWithMockCodes } from './support/security-codes';

// Posting an ad as an advertiser does it: three steps, each checked before the next, a preview, the security codes,
// and the ad in the market for another account at once; in German with German amounts, a reload keeping the draft,
// and a failed publish keeping what was typed.

const TRADER = 'AlexTrades';

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The USDT/EUR buy list as the sub-account sees it: the rows of the trader's ads. */
async function tradersRowsForOthers(page: Page) {
  await page.goto('/en/p2p/buy?asset=USDT&fiat=EUR&mockUser=sub-user');
  await expect(page.getByRole('article').first()).toBeVisible();
  return page.getByRole('article').filter({ hasText: TRADER });
}

test('en: a floating sell ad in three steps, published with the codes, is in the buy list of another account', async ({
  page,
}) => {
  const t = textsFor('en');
  await page.goto('/en/p2p/my-ads?mockUser=trader&mockReset=1');
  await page.getByRole('link', { name: t('my-ads:postAd') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('my-ads:form.title') })).toBeVisible();

  // Step 1: sell USDT for EUR at 99 % of the market price.
  await page.getByRole('button', { name: t('my-ads:form.iSell') }).click();
  await page.getByRole('combobox', { name: t('my-ads:form.fiat') }).selectOption('EUR');
  await expect(page.getByRole('radio', { name: t('my-ads:form.floating') })).toBeChecked();
  const margin = page.getByRole('textbox', { name: t('my-ads:form.margin') });
  await margin.fill('130');
  await page.getByRole('button', { name: t('my-ads:form.next') }).click();
  await expect(page.getByText(t.pattern('my-ads:form.error.marginBand'))).toBeVisible();
  await margin.fill('99.5');
  await page.getByRole('button', { name: t('my-ads:form.marginDown', { step: '0.1%' }) }).click();
  await expect(margin).toHaveValue('99.4');
  await margin.fill('99');
  await expect(page.getByRole('status').getByText(t.pattern('my-ads:form.preview.below')).first()).toBeVisible();
  await page.getByRole('button', { name: t('my-ads:form.next') }).click();

  // Step 2: nothing passes empty; then 500 USDT in orders of 20 to 400 EUR, paid to the SEPA account, 30 minutes.
  await expect(page.getByRole('heading', { level: 2, name: t.pattern('my-ads:form.stepOf') })).toBeFocused();
  await page.getByRole('button', { name: t('my-ads:form.next') }).click();
  await expect(page.getByText(t('my-ads:form.error.payMethods'))).toBeVisible();
  await page.getByRole('textbox', { name: t('my-ads:form.quantitySell', { asset: 'USDT' }) }).fill('500');
  await page.getByRole('textbox', { name: t('my-ads:form.minLimit', { fiat: 'EUR' }) }).fill('20');
  const max = page.getByRole('textbox', { name: t('my-ads:form.maxLimit', { fiat: 'EUR' }) });
  await max.fill('100000');
  await max.blur();
  await expect(page.getByText(t.pattern('my-ads:form.error.maxAboveTotal'))).toBeVisible();
  await max.fill('400');
  await page.getByRole('checkbox', { name: /SEPA/ }).check();
  await choose(page, t('my-ads:form.payWindow'), '30 minutes');
  await page.getByRole('button', { name: t('my-ads:form.next') }).click();

  // Step 3: terms, the chat's first message, identity verified takers only; the preview says it as takers see it.
  await page.getByRole('textbox', { name: t('my-ads:form.remark') }).fill('Pay from an account in your own name.');
  await page.getByRole('textbox', { name: t('my-ads:form.autoReply') }).fill('Hello! I release within 5 minutes.');
  await page.getByRole('checkbox', { name: t('my-ads:form.kycRequired') }).check();
  const preview = page.getByRole('region', { name: t('my-ads:form.preview.title') });
  await expect(preview.getByText(t('my-ads:form.preview.onBuyTab', { asset: 'USDT' }))).toBeVisible();
  await expect(preview.getByText('Pay from an account in your own name.')).toBeVisible();
  await expect(preview.getByText('SEPA')).toBeVisible();
  await page.getByRole('button', { name: t('my-ads:form.publish') }).click();
  await verifyWithMockCodes(page, 'en', 'security:scene.postAd');

  await expect(page.getByRole('heading', { level: 1, name: t('my-ads:title') })).toBeVisible();
  await expect(page.getByText(t('my-ads:form.posted'))).toBeVisible();
  const card = page
    .getByRole('listitem')
    .filter({ hasText: t('my-ads:sideTitle.SELL', { asset: 'USDT', fiat: 'EUR' }) });
  await expect(card.getByRole('switch')).toBeChecked();
  await expect(card.getByText(t('my-ads:card.floatingBelow', { premium: '1.00%' }))).toBeVisible();

  // Another account finds it in the buy list, at the floating price.
  await page.waitForTimeout(500);
  const rows = await tradersRowsForOthers(page);
  await expect(rows).toHaveCount(1);
});

test('de: German amounts, a reload keeps the draft, a failed publish keeps everything and can be sent again', async ({
  page,
}) => {
  const t = textsFor('de');
  await page.goto('/de/p2p/my-ads/new?mockUser=trader&mockReset=1');
  await expect(page.getByRole('heading', { level: 1, name: t('my-ads:form.title') })).toBeVisible();
  await page.getByRole('combobox', { name: t('my-ads:form.fiat') }).selectOption('EUR');
  await page.getByRole('radio', { name: t('my-ads:form.fixed') }).check();
  const price = page.getByRole('textbox', { name: t('my-ads:form.price', { fiat: 'EUR' }) });
  await price.fill('0,93');
  await page.getByRole('button', { name: t('my-ads:form.next') }).click();

  // As a German writes a thousand: 1.000 is one thousand USDT, and the limits 1.000,50 and 25 fit it.
  const quantity = page.getByRole('textbox', { name: t('my-ads:form.quantitySell', { asset: 'USDT' }) });
  await quantity.fill('1.000');
  await page.getByRole('textbox', { name: t('my-ads:form.minLimit', { fiat: 'EUR' }) }).fill('25');
  await page.getByRole('textbox', { name: t('my-ads:form.maxLimit', { fiat: 'EUR' }) }).fill('900,50');
  // By keyboard: the first saved account, ticked with the space bar.
  await page.getByRole('checkbox', { name: /SEPA/ }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: /SEPA/ })).toBeChecked();

  await page.waitForTimeout(300);
  await page.reload();
  await expect(page.getByText(t('my-ads:form.draftRestored'))).toBeVisible();
  await expect(quantity).toHaveValue('1.000');
  await expect(page.getByRole('checkbox', { name: /SEPA/ })).toBeChecked();
  await page.getByRole('button', { name: t('my-ads:form.next') }).click();
  await page.getByRole('textbox', { name: t('my-ads:form.remark') }).fill('Nur SEPA-Überweisungen vom eigenen Konto.');

  // The server fails once: the form says so, keeps every step, and the same button sends it again.
  await page.getByRole('button', { name: t('my-ads:form.publish') }).click();
  const verification = page.getByRole('dialog', { name: t('security:dialog.title') });
  await requestAndType(verification, 'de', 'sms', MOCK_VERIFY_CODES.smsCode);
  await requestAndType(verification, 'de', 'email', MOCK_VERIFY_CODES.emailCode);
  await verification.getByRole('textbox', { name: t('security:field.google') }).fill(MOCK_VERIFY_CODES.googleCode);
  await chaos(page, ['http-500']);
  await verification.getByRole('button', { name: t('common:action.confirm') }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await chaos(page, 'off');
  await expect(page.getByRole('textbox', { name: t('my-ads:form.remark') })).toHaveValue(
    'Nur SEPA-Überweisungen vom eigenen Konto.',
  );
  await page.getByRole('button', { name: t('my-ads:form.publish') }).click();
  // The codes sent a moment ago are still the ones to type; a new one cannot be asked for yet.
  for (const [field, code] of [
    ['sms', MOCK_VERIFY_CODES.smsCode],
    ['email', MOCK_VERIFY_CODES.emailCode],
    ['google', MOCK_VERIFY_CODES.googleCode],
  ] as const)
    await verification.getByRole('textbox', { name: t(`security:field.${field}`) }).fill(code);
  await verification.getByRole('button', { name: t('common:action.confirm') }).click();
  await expect(page.getByText(t('my-ads:form.posted'))).toBeVisible();
  const card = page
    .getByRole('listitem')
    .filter({ hasText: t('my-ads:sideTitle.SELL', { asset: 'USDT', fiat: 'EUR' }) });
  await expect(card.getByText('1.000,00 USDT').first()).toBeVisible();

  // Edit opens the same form on the ad as it is; the side and pair stay.
  await card.getByRole('link', { name: t.pattern('my-ads:card.editFor') }).click();
  await expect(page.getByText(t('my-ads:form.pairFixed'))).toBeVisible();
  await expect(page.getByRole('textbox', { name: t('my-ads:form.price', { fiat: 'EUR' }) })).toHaveValue('0,93');
});
