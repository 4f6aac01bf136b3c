import { expect, test, type Page } from '@playwright/test';
import { createOrder, openOrder } from './support/orders';
import { untilCounterpartyActs } from './support/clock';
import { verifyWithMockCodes } from './support/security-codes';

// The order page in a real browser on the stateful mocks. Orders are created through the
// API from the page (the ad detail screen is another feature); the simulated counterparty then plays its part.

const setScenario = (page: Page, name: string) =>
  page.evaluate((value) => (document.cookie = `mockScenario=${value}; path=/`), name);

async function buyToCompletion(page: Page) {
  // The counterparty's steps run on Playwright's clock (support/clock.ts): installed before the page loads.
  await page.clock.install();
  const orderId = await createOrder(page, 'BUY', '100');
  await openOrder(page, orderId);
  await expect(page.getByRole('heading', { level: 1, name: 'Buy USDT' })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^\\d\\d:\\d\\d to pay · P2P order ${orderId}$`));
  await page.getByRole('button', { name: "I've Paid" }).click();
  const dialog = page.getByRole('dialog', { name: 'Have You Paid?' });
  await expect(dialog).toContainText('Clicking Paid without having paid will get your account frozen.');
  await dialog.getByRole('button', { name: 'Paid', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Waiting for the seller' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Attach payment proof' })).toBeVisible();
  // The simulated seller releases ~4 s after PAID, the system settles ~2 s later; the page follows by polling.
  await untilCounterpartyActs(page, page.getByRole('heading', { name: 'Order completed' }));
  await expect(page.getByRole('log', { name: 'Chat messages' })).toContainText('Payment received, releasing now.');
  await expect(page).toHaveTitle(`P2P order ${orderId}`);
}

test("buy: I've Paid -> Have You Paid? -> Paid -> the seller releases -> Completed", async ({ page }) => {
  await buyToCompletion(page);
});

test('sell: the buyer pays, the seller checks the list and releases', async ({ page }) => {
  // The counterparty's steps run on Playwright's clock (support/clock.ts): installed before the page loads.
  await page.clock.install();
  const orderId = await createOrder(page, 'SELL', '150');
  await openOrder(page, orderId);
  await untilCounterpartyActs(page, page.getByRole('heading', { name: 'Check the payment' }));
  const releases: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/ctc/update-order-state')) releases.push(request.postDataJSON());
  });
  await page.getByRole('button', { name: 'Received & Release crypto' }).click();
  const checklist = page.getByRole('dialog', { name: 'Before you release' });
  await expect(checklist.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await checklist.getByRole('checkbox', { name: /I have received 150\.00 USD/ }).check();
  await checklist.getByRole('checkbox', { name: /matches the buyer's verified name/ }).check();
  await checklist.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('dialog', { name: 'Have You Received?' })
    .getByRole('button', { name: 'Received', exact: true })
    .click();
  // Nothing is sent before the security codes are typed.
  await expect(page.getByRole('dialog', { name: 'Security verification' })).toBeVisible();
  expect(releases).toEqual([]);
  await verifyWithMockCodes(page, 'en', 'security:scene.release');
  await expect(page.getByRole('heading', { name: /Releasing the crypto|Order completed/ })).toBeVisible();
  expect(releases).toEqual([expect.objectContaining({ action: 'RELEASE', verifyCodes: expect.any(Object) })]);
  await untilCounterpartyActs(page, page.getByRole('heading', { name: 'Order completed' }));
});

test('chat: a failed send survives a reload and its Retry sends it once; attachments', async ({ page }) => {
  const orderId = await createOrder(page, 'BUY', '100');
  await openOrder(page, orderId);
  const log = page.getByRole('log', { name: 'Chat messages' });
  await expect(log).toContainText('System notice');

  await setScenario(page, 'server-errors');
  await page.getByRole('textbox', { name: 'Message' }).fill('Transfer sent from my bank');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByText('Failed to send the message.')).toBeVisible();
  await setScenario(page, 'default');

  await page.reload();
  await expect(log.getByText('Failed to send the message.')).toBeVisible();
  await log.getByRole('button', { name: 'Retry' }).click();
  await expect(log.getByText('Failed to send the message.')).toHaveCount(0);
  await expect(log.getByText('Transfer sent from my bank')).toHaveCount(1);
  await expect(log.getByText('Sent').first()).toBeVisible();

  const fileInput = page.locator('#order-chat-attach input[type="file"]');
  await fileInput.setInputFiles({
    name: 'statement.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(10 * 1024 * 1024),
  });
  await expect(page.getByText('Please select a file smaller than 10MB.')).toBeVisible();

  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await fileInput.setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: png });
  await expect(log.getByRole('img', { name: 'Image in the chat: proof.png' })).toBeVisible();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the whole buy flow fits and works', async ({ page }) => {
    await buyToCompletion(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  /** The bar at the foot of the screen holds `button`; it stays there wherever the page is scrolled. */
  async function expectActionBarInView(page: Page, button: string, withTime: boolean) {
    const bar = page.getByTestId('step-action-bar');
    const action = bar.getByRole('button', { name: button });
    for (const place of ['Payment information', 'Chat messages'] as const) {
      const target =
        place === 'Chat messages' ? page.getByRole('log', { name: place }) : page.getByText(place, { exact: true });
      await target.scrollIntoViewIfNeeded();
      await expect(action).toBeInViewport();
      const box = (await bar.boundingBox())!;
      // Fixed to the bottom edge of the 740 px screen, and nothing of the page hidden under it at the end.
      expect(Math.round(box.y + box.height)).toBe(740);
      if (withTime) await expect(bar).toContainText(/^\d\d:\d\d/);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.locator('#p2p-embedded-footer');
    const footerEnd = await footer.evaluate((el) => el.getBoundingClientRect().bottom);
    expect(footerEnd).toBeLessThanOrEqual((await bar.boundingBox())!.y + 1);
  }

  test("I've Paid with the time left, then Received & Release, stay in view while the trader scrolls", async ({
    page,
  }) => {
    await page.clock.install();
    await openOrder(page, await createOrder(page, 'BUY', '100'));
    await expectActionBarInView(page, "I've Paid", true);

    await openOrder(page, await createOrder(page, 'SELL', '150'));
    await untilCounterpartyActs(page, page.getByRole('heading', { name: 'Check the payment' }));
    await expectActionBarInView(page, 'Received & Release crypto', false);
  });
});
