import { expect, test } from '@playwright/test';
import { wordNotice } from '../../mocks/fixtures/system-notices';
import { fastForwardUntil } from './support/clock';
import { textsFor } from './support/locale-text';
import { createOrder, freshTraderIn } from './support/orders';

// Reminding the counterparty as a buyer meets it: pay, wait for a seller who does not release (the appeal
// scenario's), the button counting down the wait, remind, the reminder in the chat, then the next wait.

for (const { lang, width } of [
  { lang: 'en', width: 1280 },
  { lang: 'ja', width: 360 },
]) {
  test(`${lang} at ${width}: pay, wait, remind the seller, and wait for the next reminder`, async ({ page }) => {
    const t = textsFor(lang);
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.clock.install();
    await freshTraderIn(page, 'appeal');
    const orderId = await createOrder(page, 'BUY', '300');
    await page.waitForFunction((id) => (sessionStorage.getItem('p2p-mock-state') ?? '').includes(id), orderId);
    await page.goto(`/${lang}/p2p/order?orderId=${orderId}`);

    await page.getByRole('button', { name: t('orders:action.paid') }).click();
    const confirm = page.getByRole('dialog', { name: t('common:orderPrompt.havePaidTitle') });
    await confirm.getByRole('button', { name: t('common:orderPrompt.paid'), exact: true }).click();
    await expect(page.getByRole('heading', { name: t('orders:step.awaitReleaseTitle') })).toBeVisible();

    // The wait the order states, counted down on the button; the line under it says when, once.
    const remind = page.getByRole('button', { name: new RegExp(`^${t('orders:remind.seller')}`) });
    await expect(remind).toBeDisabled();
    await expect(remind).toContainText(/0[45]:\d\d/);
    await expect(page.getByText(t.pattern('orders:remind.availableAt'))).toBeVisible();
    const ready = page.getByRole('button', { name: t('orders:remind.seller'), exact: true, disabled: false });
    await fastForwardUntil(page, ready, 30_000);
    await remind.click();
    await expect(page.getByText(t('orders:remind.sent'), { exact: true })).toBeVisible();
    await expect(remind).toBeDisabled();
    await expect(page.getByText(t.pattern('orders:remind.lastSent'))).toBeVisible();
    const log = page.getByRole('log', { name: t('chat:label') });
    await expect(log.getByText(wordNotice({ key: 'reminderToRelease' }, lang))).toBeVisible();
    // The seller still has not released: the step is the same.
    await expect(page.getByRole('heading', { name: t('orders:step.awaitReleaseTitle') })).toBeVisible();
  });
}
