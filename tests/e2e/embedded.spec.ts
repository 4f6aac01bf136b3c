import { expect, test, type Page } from '@playwright/test';

// The header, footer and transfer widget are separate apps, each in its own container at the root of
// the document, loaded through the mount contract (src/platform/embedded/contract.ts). Without configured URLs
// the page loads the project's own apps, built as dist/embedded/<name>.js.

const CONTAINERS = ['p2p-embedded-header', 'p2p-embedded-footer', 'p2p-embedded-transfer'];
const header = (page: Page) => page.locator('body > #p2p-embedded-header');
const footer = (page: Page) => page.locator('body > #p2p-embedded-footer');

test('the three apps each fill their own container at the root, outside #root, from the built entries', async ({
  page,
}) => {
  const entry = page.waitForResponse((response) => response.url().endsWith('/embedded/header.js') && response.ok());
  await page.goto('/en/p2p/buy');
  await entry;
  for (const id of CONTAINERS) {
    await expect(page.locator(`body > #${id}`)).not.toBeEmpty();
    await expect(page.locator(`#root #${id}`)).toHaveCount(0);
  }
  await expect(header(page).getByRole('link', { name: 'Buy', exact: true })).toBeVisible();
  await expect(footer(page).getByRole('contentinfo')).toContainText('All rights reserved.');
  await expect(page.locator('body > #p2p-embedded-transfer').getByRole('button', { name: 'Transfer' })).toBeVisible();
  const exported = await page.evaluate(async () => {
    const module = (await import(/* @vite-ignore */ `${location.origin}/embedded/footer.js`)) as Record<
      string,
      unknown
    >;
    return [typeof module.mount, module.mount === module.default];
  });
  expect(exported).toEqual(['function', true]);
});

test('the header follows the language of the URL and switches it', async ({ page }) => {
  await page.goto('/en/p2p/buy');
  await expect(header(page).getByRole('link', { name: 'Buy', exact: true })).toBeVisible();
  await page.goto('/fr/p2p/buy');
  await expect(header(page).getByRole('link', { name: 'Acheter', exact: true })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await expect(footer(page).getByRole('link', { name: 'Vendre des cryptos' })).toBeVisible();
  // The build's HTML draws the header before its app runs, marked busy until the app has taken it over.
  await expect(header(page)).not.toHaveAttribute('aria-busy');

  await header(page).getByRole('button', { name: 'Langue' }).click();
  await page.getByRole('menu', { name: 'Langue' }).getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/p2p\/buy$/);
  await expect(header(page).getByRole('link', { name: 'Kaufen', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
});

test('header links navigate inside the page', async ({ page }) => {
  await page.goto('/en/p2p/buy');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy USDT' })).toBeVisible();
  await expect(header(page)).not.toHaveAttribute('aria-busy');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await header(page).getByRole('link', { name: 'Sell', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sell USDT' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Sell', exact: true })).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('an unknown route still shows the 404 page with the header and footer mounted', async ({ page }) => {
  await page.goto('/en/no-such-page');
  await expect(page.getByTestId('not-found')).toContainText('Page Not Found');
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(footer(page).getByRole('navigation')).toBeVisible();
});

test('the transfer widget explains transfers in a dialog', async ({ page }) => {
  await page.goto('/en');
  await page.locator('body > #p2p-embedded-transfer').getByRole('button', { name: 'Transfer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer between wallets' });
  await expect(dialog).toContainText('funding wallet');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
});

test('the jsBridge test page calls all 14 operations against the fake app', async ({ page }) => {
  await page.goto('/en/test/jsBridge');
  await page.getByRole('button', { name: 'Call every operation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'answers received' })).toHaveText('14 answers received');
  await expect(page.getByTestId('bridge-result-copyString')).toHaveText(
    '{"ok":true,"op":"copyString","options":{"text":"P2P-1234"}}',
  );
});
