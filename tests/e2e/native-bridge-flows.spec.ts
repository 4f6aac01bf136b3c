import { devices, expect, test, type Page } from '@playwright/test';
import { createOrder, openOrder } from './support/orders';
import { textsFor } from './support/locale-text';
import { tradeFromList } from './support/trade-from-list';

// The built app runs as inside the mobile app: the web view's user agent carries the app's marker and the app injects
// its bridge object before the page starts. The stand-in app below records every message and answers through
// __p2pBridgeCallback with JSON text, as the protocol of src/platform/native-bridge/bridge-client.ts says.

const t = textsFor('en');

test.use({ userAgent: `${devices['Desktop Chrome'].userAgent} P2PApp/5.2.0` });

interface SentMessage {
  op: string;
  options: Record<string, unknown>;
}

/** Injects the stand-in app; `answers` replaces its `{ ok: true }` answer per operation. */
async function runInsideApp(page: Page, answers: Record<string, Record<string, unknown>> = {}) {
  await page.addInitScript((byOp) => {
    const w = window as unknown as Record<string, unknown>;
    const messages: unknown[] = [];
    w.__bridgeMessages = messages;
    w.P2PNativeBridge = {
      postMessage(text: string) {
        const message = JSON.parse(text) as { op: string; options: unknown; callbackId: string };
        messages.push({ op: message.op, options: message.options });
        const answer = byOp[message.op] ?? { ok: true, op: message.op };
        setTimeout(
          () =>
            (w.__p2pBridgeCallback as (id: string, json: string) => boolean)(
              message.callbackId,
              JSON.stringify(answer),
            ),
          0,
        );
      },
    };
  }, answers);
}

const sent = (page: Page, op: string) =>
  page.evaluate(
    (name) =>
      ((window as unknown as { __bridgeMessages: SentMessage[] }).__bridgeMessages ?? [])
        .filter((m) => m.op === name)
        .map((m) => m.options),
    op,
  );

test("KYC GO opens the app's KYC instead of leaving the page, and the app's answer re-judges the gate", async ({
  page,
}) => {
  // The app reports the KYC it knows after its flow: here refused, where the server still had it under review.
  await runInsideApp(page, { openKyc: { ok: true, op: 'openKyc', kycStatus: 'REJECTED' } });
  // The institution account has everything but KYC (under review).
  await page.goto('/en/p2p/buy?fiat=USD&mockUser=institution&mockReset=1');
  // The row's button asks the gate at once.
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: t.pattern('ads:list.buyAsset', { asset: 'USDT' }) })
    .click();

  const gate = page.getByRole('dialog', { name: t('common:gate.title') });
  await expect(gate).toContainText(t('gates:kyc.pending'));
  await expect(gate).toContainText(t('shell:nativeApp.kycHint'));
  const url = page.url();
  await gate.getByRole('link', { name: t('common:action.go') }).click();

  await expect.poll(() => sent(page, 'openKyc')).toEqual([{ source: 'p2p' }]);
  await expect(gate).toContainText(t('gates:kyc.rejected'));
  await expect(gate).not.toContainText(t('gates:kyc.pending'));
  expect(page.url()).toBe(url);
  await expect(page.getByRole('dialog', { name: t('ad-detail:form.buyTitle', { asset: 'USDT' }) })).toHaveCount(0);
});

test('on the order page: titles, copy, Transfer and Log out go through the app, and sign-in is the app login', async ({
  page,
}) => {
  await runInsideApp(page);
  const orderId = await createOrder(page, 'BUY', '100');
  await openOrder(page, orderId);
  const orderUrl = page.url();

  // Page changes: the app's navigation bar gets the page's title.
  await expect.poll(async () => (await sent(page, 'setPageTitle')).map((o) => o.title)).toContain(await page.title());

  await page.getByRole('button', { name: t('orders:details.copyOrderId') }).click();
  await expect(page.getByText(t('ds:copy.copied'))).toBeVisible();
  await expect.poll(() => sent(page, 'copyString')).toEqual([{ text: orderId }]);

  await page
    .locator('body > #p2p-embedded-transfer')
    .getByRole('button', { name: t('shell:embedded.transfer.button') })
    .click();
  await expect.poll(() => sent(page, 'openTransfer')).toEqual([{ from: 'spot', to: 'funding' }]);
  await expect(page.getByRole('dialog', { name: t('shell:embedded.transfer.title') })).toHaveCount(0);

  await page.getByRole('button', { name: t('common:nav.logout') }).click();
  await expect.poll(() => sent(page, 'logout')).toEqual([{ reason: 'user' }]);
  // Signed out on a login-required page: the app's login, with this page to come back to; no web /login.
  await expect
    .poll(() => sent(page, 'goToAppLogin'))
    .toEqual([{ redirect: new URL(orderUrl).pathname + new URL(orderUrl).search }]);
  expect(page.url()).toBe(orderUrl);
});

test('when the app refuses, the web behaviour stays: Transfer shows its dialog and copy uses the clipboard', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await runInsideApp(page, { openTransfer: { ok: false, message: 'not available' }, copyString: { ok: false } });
  const orderId = await createOrder(page, 'BUY', '100');
  await openOrder(page, orderId);

  await page.getByRole('button', { name: t('orders:details.copyOrderId') }).click();
  await expect(page.getByText(t('ds:copy.copied'))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(orderId);

  await page
    .locator('body > #p2p-embedded-transfer')
    .getByRole('button', { name: t('shell:embedded.transfer.button') })
    .click();
  await expect(page.getByRole('dialog', { name: t('shell:embedded.transfer.title') })).toBeVisible();
  expect(await sent(page, 'openTransfer')).toEqual([{ from: 'spot', to: 'funding' }]);
});

test("start-up without session cookies signs in with the app's session (getUserAuth): no second sign-in", async ({
  page,
  context,
}) => {
  await runInsideApp(page, {
    getUserAuth: {
      ok: true,
      op: 'getUserAuth',
      authorization: 'mock-token-trader',
      userId: '100482913',
      UID: '58213094',
    },
  });
  // A login-required page, opened with no cookie at all.
  await page.goto('/en/p2p/order?mockReset=1');
  await expect(page.getByRole('heading', { level: 1, name: t('common:nav.myOrders') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('common:nav.logout') })).toBeVisible();
  expect(await sent(page, 'getUserAuth')).toEqual([{}]);
  expect(await sent(page, 'goToAppLogin')).toEqual([]);
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
  expect(cookies).toMatchObject({
    authorization: 'mock-token-trader',
    userId: '100482913',
    UID: '58213094',
    accountGroup: '0',
  });
});

test("start-up stays signed out when the app has no session: the app's login for a login-required page", async ({
  page,
}) => {
  await runInsideApp(page, { getUserAuth: { ok: false, op: 'getUserAuth', message: 'signed out' } });
  await page.goto('/en/p2p/order?mockReset=1');
  await expect.poll(() => sent(page, 'goToAppLogin')).toEqual([{ redirect: '/en/p2p/order?mockReset=1' }]);
  expect(await sent(page, 'getUserAuth')).toEqual([{}]);
  await expect(page.getByRole('button', { name: t('common:nav.logout') })).toHaveCount(0);
});

test("the sell dialog's Wallet opens the app's balance home (openBalanceHome); the dialog stays", async ({ page }) => {
  await runInsideApp(page);
  await page.goto('/en/p2p/sell?mockUser=trader&mockReset=1');
  const { dialog } = await tradeFromList(page, t, 'sell');
  await expect(dialog.getByTestId('sell-balance')).toContainText('2,500.00 USDT');
  const url = page.url();
  const wallet = dialog.getByRole('link', { name: t('ad-detail:form.wallet') });
  await expect(wallet).toHaveAttribute('href', '/en/assets/overview');
  await wallet.click();
  await expect.poll(() => sent(page, 'openBalanceHome')).toEqual([{}]);
  expect(page.url()).toBe(url);
  await expect(dialog).toBeVisible();
});

test("the footer's Spot trading and Community go to the app's screens (openTrade on the list's pair, goToCommunity)", async ({
  page,
}) => {
  await runInsideApp(page);
  await page.goto('/en/p2p/buy?asset=USDT&fiat=EUR&mockReset=1');
  const footer = page
    .locator('body > #p2p-embedded-footer')
    .getByRole('navigation', { name: t('shell:embedded.footer.navLabel') });
  const spot = footer.getByRole('link', { name: t('shell:embedded.footer.spotTrading') });
  await expect(spot).toHaveAttribute('href', '/en/trade/USDT_EUR');
  const url = page.url();
  await spot.click();
  await expect.poll(() => sent(page, 'openTrade')).toEqual([{ symbol: 'USDT_EUR' }]);
  await footer.getByRole('link', { name: t('shell:embedded.footer.community') }).click();
  await expect.poll(() => sent(page, 'goToCommunity')).toEqual([{ url: `${new URL(url).origin}/en/community` }]);
  expect(page.url()).toBe(url);
});

test("when the app refuses, the footer's Spot trading loads the exchange's page", async ({ page }) => {
  await runInsideApp(page, { openTrade: { ok: false, op: 'openTrade' } });
  await page.goto('/en/p2p/buy?asset=USDT&fiat=EUR&mockReset=1');
  const footer = page
    .locator('body > #p2p-embedded-footer')
    .getByRole('navigation', { name: t('shell:embedded.footer.navLabel') });
  await footer.getByRole('link', { name: t('shell:embedded.footer.spotTrading') }).click();
  await expect(page).toHaveURL((target) => target.pathname === '/en/trade/USDT_EUR');
});
