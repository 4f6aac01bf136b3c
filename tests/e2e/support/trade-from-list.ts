import { expect, type Locator, type Page } from '@playwright/test';
import type { textsFor } from './locale-text';

type Texts = ReturnType<typeof textsFor>;
export type ListSide = 'buy' | 'sell';

const USDT = { asset: 'USDT' };

/**
 * A list row's Buy/Sell button lands on the ad detail page with the amount form already open
 * (the page drops its ?trade=1 flag as the form opens). Clicks the first row's button and returns the open
 * form and the ad's number.
 */
export async function tradeFromList(
  page: Page,
  t: Texts,
  side: ListSide,
  lang = 'en',
): Promise<{ adNo: string; dialog: Locator }> {
  const action = t.pattern(side === 'buy' ? 'ads:list.buyAsset' : 'ads:list.sellAsset', USDT);
  await page.getByRole('article').first().getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', {
    name: t(side === 'buy' ? 'ad-detail:form.buyTitle' : 'ad-detail:form.sellTitle', USDT),
  });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${lang}/p2p/${side}/detail/AD\\d+$`));
  return { adNo: /detail\/(AD\d+)$/.exec(page.url())![1]!, dialog };
}

/** The same, then the form is closed: the ad detail page as it is, for tests about the page itself. */
export async function openAdFromList(page: Page, t: Texts, side: ListSide, lang = 'en'): Promise<string> {
  const { adNo, dialog } = await tradeFromList(page, t, side, lang);
  // Escape reaches the form once its focus is inside it (it opens, then focuses its first field): pressed
  // before, it went to the page and the form stayed open (a faster run met this race).
  await expect.poll(() => dialog.evaluate((box) => box.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return adNo;
}
