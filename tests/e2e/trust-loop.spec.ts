import { expect, test } from '@playwright/test';
import { wordNotice } from '../../mocks/fixtures/system-notices';
import { fastForwardUntil } from './support/clock';
import { textsFor } from './support/locale-text';
import { createOrder, freshTraderIn, markPaid } from './support/orders';
import { tradeFromList } from './support/trade-from-list';

// The trust loop as a buyer lives it, in one walk: buy from the list, pay, wait for a seller who does not release
// (the appeal scenario's), remind them, appeal with a file once the wait is over, answer customer service, who
// decides for the buyer; feedback both ways; block the seller, their ads leave the list; unblock, they come back.

/** A PNG's signature and a few bytes: uploads are checked by their bytes. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(64).fill(0)]);

test('en at 1280: buy, pay, remind, appeal with a file, customer service decides, feedback, block and unblock', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = textsFor('en');
  await page.clock.install();
  await page.goto('/en/p2p/buy?fiat=USD&mockUser=trader&mockReset=1&scenario=appeal');

  // Buy from the list.
  const { dialog } = await tradeFromList(page, t, 'buy');
  const pay = dialog.getByRole('textbox', { name: new RegExp(t('ad-detail:form.pay')) });
  await pay.fill('200');
  const method = dialog.getByRole('combobox', { name: new RegExp(t('ad-detail:form.payMethod')) });
  if (!(await method.textContent())?.trim()) {
    await method.click();
    await page.getByRole('option').first().click();
  }
  await dialog.getByRole('button', { name: t('ad-detail:form.submitBuy', { asset: 'USDT' }) }).click();
  await expect(page).toHaveURL(/\/en\/p2p\/order\?orderId=\d+$/);
  const seller = (await page.locator('main a[href*="/p2p/advertiser/"]').first().textContent())!;

  // Pay.
  await markPaid(page, 'en');

  // Wait: both buttons count down; remind at 5 minutes.
  const appeal = page.getByRole('button', { name: new RegExp(`^${t('orders:action.appeal')}`) });
  await expect(appeal).toBeDisabled();
  await expect(page.getByText(t.pattern('orders:appeal.opensAtBuyer'))).toBeVisible();
  const remind = page.getByRole('button', { name: t('orders:remind.seller'), exact: true, disabled: false });
  await fastForwardUntil(page, remind, 30_000);
  await remind.click();
  await expect(page.getByText(t('orders:remind.sent'), { exact: true })).toBeVisible();
  const log = page.getByRole('log', { name: t('chat:label') });
  await expect(log.getByText(wordNotice({ key: 'reminderToRelease' }, 'en'))).toBeVisible();

  // Appeal at 10 minutes, with a file.
  const appealReady = page.getByRole('button', { name: t('orders:action.appeal'), exact: true, disabled: false });
  await fastForwardUntil(page, appealReady, 30_000);
  await appealReady.click();
  const form = page.getByRole('dialog', { name: t('orders:appeal.formTitle') });
  await form.getByRole('radio', { name: t('orders:appeal.reason.PAID_NOT_RELEASED') }).check();
  await form
    .getByRole('textbox', { name: new RegExp(t('orders:appeal.descriptionLabel')) })
    .fill('I paid 200 USD by bank transfer within the time; the receipt is attached.');
  await form.locator('input[type="file"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('listitem').filter({ hasText: 'receipt.png' })).toContainText('KB');
  await form.getByRole('button', { name: t('orders:appeal.submit') }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('heading', { name: t('orders:step.inProcessTitle') })).toBeVisible();
  const panel = page.getByRole('region', { name: t('orders:appeal.panelTitle') });
  await expect(panel.getByText(t('orders:appeal.state.UNDER_REVIEW'), { exact: true })).toBeVisible();
  await expect(panel.getByRole('link', { name: /receipt\.png/ })).toBeVisible();

  // Customer service joins and asks for proof; the buyer answers in the chat; it decides for the buyer.
  const asks = log.getByText(wordNotice({ key: 'supportAsksBuyer', values: { minutes: 30 } }, 'en'));
  await fastForwardUntil(page, asks, 2_000);
  await expect(log.locator('li[data-side="support"]').first()).toContainText(t('chat:customerService'));
  await expect(panel.getByText(t('orders:appeal.state.AWAITING_YOUR_RESPONSE'), { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: t('chat:inputLabel') }).fill('My bank statement is the receipt above.');
  await page.getByRole('button', { name: t('chat:send') }).click();
  await expect(log.getByText(wordNotice({ key: 'supportThanks' }, 'en'))).toBeVisible();
  await fastForwardUntil(page, page.getByRole('heading', { name: t('orders:step.completedTitle') }), 2_000);
  await expect(panel.getByText(t('orders:appeal.state.RESOLVED_BUYER'), { exact: true })).toBeVisible();

  // Feedback both ways: the buyer's now, the seller's a minute after completion.
  await page.getByRole('button', { name: t('orders:feedback.positive') }).click();
  await page.getByRole('button', { name: t('orders:feedback.submit') }).click();
  await expect(page.getByText(t('orders:feedback.saved'))).toBeVisible();
  await page.clock.fastForward(90_000);
  await page.reload();
  await expect(page.getByRole('heading', { name: t('orders:feedback.theirs', { name: seller }) })).toBeVisible();

  // Block the seller from the finished order; their ads leave the list.
  await page.getByRole('button', { name: t('advertisers:block.action') }).click();
  await page
    .getByRole('dialog', { name: t('advertisers:block.confirmTitle', { name: seller }) })
    .getByRole('button', { name: t('advertisers:block.confirm'), exact: true })
    .click();
  await expect(page.getByText(t('advertisers:block.blocked'), { exact: true })).toBeVisible();
  await page.goto('/en/p2p/buy?fiat=USD');
  await expect(page.getByRole('article').first()).toBeVisible();
  const theirRows = page.getByRole('article').filter({ has: page.getByRole('link', { name: seller, exact: true }) });
  await expect(theirRows).toHaveCount(0);

  // Unblock from Blocked users; they come back.
  await page.goto('/en/p2p/order');
  await page.getByRole('link', { name: t('my-orders:blockedUsers') }).click();
  await page.getByRole('button', { name: t('advertisers:blocked.unblockName', { name: seller }) }).click();
  await expect(page.getByText(t('advertisers:blocked.empty'))).toBeVisible();
  await page.goto('/en/p2p/buy?fiat=USD');
  await expect(theirRows).not.toHaveCount(0);
});

test('de at 360 by keyboard: the appeal form keeps what was typed when closed, takes a file, and is withdrawn', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const t = textsFor('de');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.clock.install();
  await freshTraderIn(page, 'appeal');
  const orderId = await createOrder(page, 'BUY', '300');
  await page.waitForFunction((id) => (sessionStorage.getItem('p2p-mock-state') ?? '').includes(id), orderId);
  await page.goto(`/de/p2p/order?orderId=${orderId}`);
  await page.getByRole('button', { name: t('orders:action.paid') }).press('Enter');
  await page
    .getByRole('dialog', { name: t('common:orderPrompt.havePaidTitle') })
    .getByRole('button', { name: t('common:orderPrompt.paid'), exact: true })
    .press('Enter');
  const appeal = page.getByRole('button', { name: t('orders:action.appeal'), exact: true, disabled: false });
  await fastForwardUntil(page, appeal, 60_000);

  await appeal.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: t('orders:appeal.formTitle') });
  // Arrows move between the reasons, as in any radio group.
  await form.getByRole('radio').first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(form.getByRole('radio', { name: t('orders:appeal.reason.PAID_WRONG_AMOUNT') })).toBeChecked();
  await page.keyboard.press('Tab');
  const description = form.getByRole('textbox', { name: new RegExp(t('orders:appeal.descriptionLabel')) });
  await expect(description).toBeFocused();
  // As a German writes an amount.
  await page.keyboard.type('1.000,50 € statt 300,00 € überwiesen.');
  // Escape closes the form; opening it again keeps everything.
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(appeal).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(description).toHaveValue('1.000,50 € statt 300,00 € überwiesen.');
  await expect(form.getByRole('radio', { name: t('orders:appeal.reason.PAID_WRONG_AMOUNT') })).toBeChecked();

  // The chooser is the system's own window: the file goes to the form's input as the chooser would hand it over.
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'kontoauszug.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%') });
  await expect(form.getByRole('listitem').filter({ hasText: 'kontoauszug.pdf' })).toContainText('KB');
  await form.getByRole('button', { name: t('orders:appeal.submit') }).press('Enter');
  await expect(form).toBeHidden();

  const panel = page.getByRole('region', { name: t('orders:appeal.panelTitle') });
  await expect(panel.getByText(t('orders:appeal.state.UNDER_REVIEW'), { exact: true })).toBeVisible();
  await expect(panel.getByText('1.000,50 € statt 300,00 € überwiesen.')).toBeVisible();
  await panel.getByRole('button', { name: t('orders:appeal.withdraw') }).press('Enter');
  const confirm = page.getByRole('dialog', { name: t('orders:appeal.withdrawTitle') });
  await confirm.getByRole('button', { name: t('orders:appeal.withdrawConfirm'), exact: true }).press('Enter');
  await expect(panel.getByText(t('orders:appeal.state.CANCELED'), { exact: true })).toBeVisible();
  // The Withdraw button went with the open appeal: the focus is on the panel's heading, not lost to the page.
  await expect(panel.getByRole('heading', { name: t('orders:appeal.panelTitle') })).toBeFocused();
  await expect(page.getByRole('heading', { name: t('orders:step.awaitReleaseTitle') })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
