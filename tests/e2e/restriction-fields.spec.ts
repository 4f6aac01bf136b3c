import { expect, test, type Page } from '@playwright/test';

// Each field of the restriction check has its effect in
// the real screens, one mock scenario per field (the contract's RestrictionCheck describes each effect).

const ASSET_UNAVAILABLE = 'This asset is not available for your account or region.';
const FIAT_RESTRICTED = 'Fiat payments are not available for your account or region.';

/** The crypto selector's choices: the picker loads when the field is reached, then lists the options. */
async function cryptoChoices(page: Page): Promise<string[]> {
  await page.getByRole('combobox').first().click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  const texts = await options.allInnerTexts();
  await page.keyboard.press('Escape');
  return texts;
}

test('restrictedAssetList: those coins leave the selector, a link naming one falls back, their ads cannot be traded', async ({
  page,
}) => {
  // A BTC ad's address, found before the restriction applies.
  await page.goto('/en/p2p/buy?mockUser=trader&mockReset=1&scenario=default&asset=BTC&fiat=USD');
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Buy BTC from / })
    .click();
  await expect(page).toHaveURL(/\/detail\//);
  const btcAd = new URL(page.url()).pathname;

  await page.goto('/en/p2p/buy?scenario=restricted-assets&asset=BTC&fiat=USD');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy USDT' })).toBeVisible();
  const choices = (await cryptoChoices(page)).join(' ');
  expect(choices).toContain('USDT');
  expect(choices).not.toContain('BTC');
  expect(choices).not.toContain('ETH');

  await page.goto(btcAd);
  await expect(page.getByTestId('trade-restricted')).toHaveText(ASSET_UNAVAILABLE);
  await expect(page.getByRole('button', { name: /^Buy BTC$/ })).toHaveCount(0);
});

test('fiatPaymentRestricted: the list stays readable, every action is disabled and the reason is given', async ({
  page,
}) => {
  await page.goto('/en/p2p/buy?mockUser=trader&mockReset=1&scenario=fiat-restricted');
  await expect(page.getByTestId('fiat-restricted')).toHaveText(FIAT_RESTRICTED);
  const actions = page.getByRole('article').getByRole('button', { name: /^Buy USDT from / });
  await expect(actions.first()).toBeDisabled();
  // Every row on screen, read at one moment (the virtual list swaps rows as it measures them).
  const states = await actions.evaluateAll((buttons) => buttons.map((b) => (b as HTMLButtonElement).disabled));
  expect(states.length).toBeGreaterThan(1);
  expect(states.every(Boolean)).toBe(true);

  // A shared link to an ad shows the reason instead of the order form.
  await page.goto('/en/p2p/buy?scenario=default');
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Buy USDT from / })
    .click();
  await expect(page).toHaveURL(/\/detail\//);
  const detail = new URL(page.url()).pathname;
  await page.goto(`${detail}?scenario=fiat-restricted`);
  await expect(page.getByTestId('trade-restricted')).toHaveText(FIAT_RESTRICTED);
});

test('needKyc: Buy opens the KYC prompt even for a trader whose KYC is approved', async ({ page }) => {
  await page.goto('/en/p2p/buy?mockUser=trader&mockReset=1&scenario=need-kyc');
  // The row's button asks the gate at once (it would open the order form).
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Buy USDT from / })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'GO' })).toBeVisible();
  await expect(dialog).toContainText(/KYC|identity/i);
  // No order form behind it.
  await expect(page.getByRole('dialog', { name: 'Buy USDT' })).toHaveCount(0);
});

test('depositNeedKyc: a seller short of coins is offered Deposit, which leads to the KYC prompt first', async ({
  page,
}) => {
  await page.goto('/en/p2p/sell?mockUser=trader&mockReset=1&scenario=deposit-need-kyc');
  // The row's button opens the sell form at once.
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Sell USDT to / })
    .click();
  const form = page.getByRole('dialog', { name: 'Sell USDT' });
  await expect(form.getByTestId('sell-balance')).toContainText('0');
  await expect(form).toContainText("Not enough USDT for this ad's smallest order.");
  await form.getByRole('button', { name: 'Deposit USDT' }).click();
  const prompt = page.getByRole('dialog').filter({ has: page.getByRole('link', { name: 'GO' }) });
  await expect(prompt).toBeVisible();
  // The trader stays on the page: no deposit page was opened.
  await expect(page).toHaveURL(/\/en\/p2p\/sell\/detail\//);
});

test('without depositNeedKyc, Deposit goes to the exchange deposit page for the coin', async ({ page }) => {
  await page.goto('/en/p2p/sell?mockUser=trader&mockReset=1&scenario=default');
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Sell USDT to / })
    .click();
  await expect(page).toHaveURL(/\/detail\/AD\d+$/);
  const detail = new URL(page.url()).pathname;
  // Only the wallet is empty here: the restriction check answers as usual (no depositNeedKyc for this trader).
  await page.goto(`${detail}?scenario=deposit-need-kyc&scenarioOnly=getSpotBalance`);
  await page.getByRole('button', { name: /^Sell USDT$/ }).click();
  await page.getByRole('dialog', { name: 'Sell USDT' }).getByRole('button', { name: 'Deposit USDT' }).click();
  await expect(page).toHaveURL(/\/en\/assets\/deposit\?asset=USDT$/);
});
