import { expect, type Page } from '@playwright/test';
import { textsFor } from './locale-text';
import { verifyWithMockCodes } from './security-codes';

// Orders created through the API from the page, on the browser mocks (the ad detail screen is another feature).

export type Side = 'BUY' | 'SELL';

export async function createOrder(page: Page, side: Side, fiatAmount: string): Promise<string> {
  await page.goto(`/en/p2p/${side === 'BUY' ? 'buy' : 'sell'}?mockUser=trader`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page.evaluate(
    async ({ side, fiatAmount }) => {
      const post = async (url: string, body: unknown) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
        });
        return (await response.json()) as { code: number; message: string; data: never };
      };
      const filter = side === 'SELL' ? { payMethod: 'BANK_TRANSFER' } : {};
      const ads = await post('/api/ctc/query-adv-list', {
        side,
        asset: 'USDT',
        fiat: 'USD',
        amount: fiatAmount,
        size: 1,
        ...filter,
      });
      const ad = (ads.data as { list: Array<{ adNo: string; payMethods: Array<{ code: string }> }> }).list[0]!;
      const payment = side === 'BUY' ? { payMethodCode: ad.payMethods[0]!.code } : { userPaymentId: '7730012' };
      const created = await post('/api/ctc/create-order', {
        adNo: ad.adNo,
        side,
        fiatAmount,
        clientOrderId: crypto.randomUUID(),
        ...payment,
      });
      if (created.code !== 0) throw new Error(`create-order answered ${created.code}: ${created.message}`);
      return (created.data as { orderId: string }).orderId;
    },
    { side, fiatAmount },
  );
}

export async function openOrder(page: Page, orderId: string) {
  // The browser mocks save their store to sessionStorage 100 ms after a response (mocks/browser.ts); a navigation
  // before that would lose the new order.
  await page.waitForFunction((id) => (sessionStorage.getItem('p2p-mock-state') ?? '').includes(id), orderId);
  await page.goto(`/en/p2p/order?orderId=${orderId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * A fresh trader in `scenario`, once the page's mocks have taken the URL's switches: they start after the page has
 * loaded, so a navigation right after `goto` could leave before the scenario was set.
 */
export async function freshTraderIn(page: Page, scenario: string): Promise<void> {
  await page.goto(`/en/p2p/buy?mockUser=trader&mockReset=1&scenario=${scenario}`);
  await page.waitForFunction((name) => document.cookie.split('; ').includes(`mockScenario=${name}`), scenario);
}

/** The buyer's I've Paid, confirmed; the order then waits for the seller. */
export async function markPaid(page: Page, lang: string): Promise<void> {
  const t = textsFor(lang);
  await page.getByRole('button', { name: t('orders:action.paid') }).click();
  await page
    .getByRole('dialog', { name: t('common:orderPrompt.havePaidTitle') })
    .getByRole('button', { name: t('common:orderPrompt.paid'), exact: true })
    .click();
  await expect(page.getByRole('heading', { name: t('orders:step.awaitReleaseTitle') })).toBeVisible();
}

/** The seller's release: the checklist ticked, Received, then the security codes. */
export async function releaseWithCodes(page: Page, lang: string): Promise<void> {
  const t = textsFor(lang);
  await page.getByRole('button', { name: t('orders:action.release') }).click();
  const checklist = page.getByRole('dialog', { name: t('orders:release.checklistTitle') });
  for (const box of await checklist.getByRole('checkbox').all()) await box.check();
  await checklist.getByRole('button', { name: t('orders:release.continue') }).click();
  await page
    .getByRole('dialog', { name: t('common:orderPrompt.haveReceivedTitle') })
    .getByRole('button', { name: t('common:orderPrompt.received'), exact: true })
    .click();
  // Releasing always takes the security codes, typed after Received and before anything is sent.
  await verifyWithMockCodes(page, lang, 'security:scene.release');
}
