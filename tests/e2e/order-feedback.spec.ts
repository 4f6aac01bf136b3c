import { expect, test } from '@playwright/test';
import { textsFor } from './support/locale-text';

// Feedback after a trade as a trader leaves it: from My orders' mark to the order's feedback, by keyboard, then seen
// on the counterparty's profile; the mark is gone once it is left.

for (const { lang, width } of [
  { lang: 'en', width: 1280 },
  { lang: 'de', width: 360 },
]) {
  test(`${lang} at ${width}: leave feedback from My orders and find it on the counterparty's profile`, async ({
    page,
  }) => {
    const t = textsFor(lang);
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.goto(`/${lang}/p2p/order?mockUser=trader&mockReset=1`);
    const mark = page.getByRole('link', { name: t.pattern('my-orders:action.feedbackLabel') }).first();
    const label = (await mark.getAttribute('aria-label'))!;
    const orderId = /(\d{6,})/.exec(label)![1]!;
    await mark.click();
    await expect(page).toHaveURL(new RegExp(`orderId=${orderId}#order-feedback$`));

    const section = page.locator('#order-feedback');
    await expect(section.getByRole('heading', { name: t.pattern('orders:feedback.prompt') })).toBeVisible();
    // Focus lands on the section; Tab reaches the rating (one stop, arrows between its two choices), then the comment.
    await expect(section).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(section.getByRole('button', { name: t('orders:feedback.positive') })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const negative = section.getByRole('button', { name: t('orders:feedback.negative') });
    await expect(negative).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(negative).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Tab');
    const comment = '<img src=x onerror=alert(1)> zu langsam';
    await page.keyboard.type(comment);
    await section.getByRole('button', { name: t('orders:feedback.submit') }).press('Enter');
    await expect(section.getByRole('heading', { name: t('orders:feedback.yours') })).toBeVisible();
    await expect(section.getByText(comment, { exact: true })).toBeVisible();

    // The counterparty's profile counts it, newest first, as text.
    const profileLink = page.locator('main a[href*="/p2p/advertiser/"]').first();
    const name = (await profileLink.textContent())!;
    await profileLink.click();
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    const first = page.locator('li[data-rating]').first();
    await expect(first).toHaveAttribute('data-rating', 'NEGATIVE');
    await expect(first.getByText(comment, { exact: true })).toBeVisible();

    // Back in My orders the order is no longer marked.
    await page.goto(`/${lang}/p2p/order`);
    await expect(page.getByRole('link', { name: t.pattern('my-orders:action.viewLabel', { orderId }) })).toBeVisible();
    await expect(page.getByRole('link', { name: t('my-orders:action.feedbackLabel', { orderId }) })).toHaveCount(0);
  });
}
