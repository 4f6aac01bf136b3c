import { expect, test, type Locator, type Page } from '@playwright/test';
import { textsFor } from './support/locale-text';
import { openAdFromList } from './support/trade-from-list';

// The ad detail page and its trade dialogs in a real browser on the mock build. `?mockUser=trader`
// signs in as the verified trader (USDT balance 2500.00, Bank Transfer / Wise / SEPA saved); `mockReset`
// starts from the seeded data. The order page is another screen: only its URL is checked here.

const ORDER_URL = /\/en\/p2p\/order\?orderId=\d+$/;
/** Below the advertiser's minimum, the message names it as the hint shows it, e.g. "Minimum 200.00 USD…". */
const BELOW_MIN = /^Minimum [\d,.]+ [A-Z]{3} for this advertisement\.$/;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(64).fill(0)]);

/** The first ad's page: its row's button opens the form at once, Escape leaves the page. */
async function openFirstAd(page: Page, side: 'buy' | 'sell') {
  await page.goto(`/en/p2p/${side}?mockUser=trader&mockReset=1`);
  await openAdFromList(page, textsFor('en'), side);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function openDialog(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The ad's lower limit, read from the dialog's 'Limit: 200.00 – 5,130.00 USD' hint. */
async function minLimit(dialog: Locator): Promise<string> {
  const hint = await dialog
    .getByText(/^Limit: /)
    .first()
    .textContent();
  const match = /Limit: ([\d,.]+)/.exec(hint ?? '');
  if (!match?.[1]) throw new Error(`no limit in "${hint}"`);
  return match[1].replace(/,/g, '');
}

for (const width of [1280, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 900 } });

    test('buy: out-of-limit amount is refused, then the order is created', async ({ page }) => {
      await openFirstAd(page, 'buy');
      await expect(page.getByText('Completion rate')).toBeVisible();
      const dialog = await openDialog(page, 'Buy USDT');
      const pay = dialog.getByRole('textbox', { name: /I will pay/ });
      const min = await minLimit(dialog); // read before an error message takes the hint's place
      await pay.fill('1');
      await dialog.getByRole('button', { name: 'Buy USDT' }).click();
      await expect(dialog.getByText(BELOW_MIN)).toBeVisible();
      expect((await dialog.getByText(BELOW_MIN).textContent())?.replace(/,/g, '')).toContain(`Minimum ${min} `);
      await expect(pay).toHaveValue('1'); // kept

      await pay.fill(min);
      await expect(dialog.getByText(BELOW_MIN)).toBeHidden();
      await expect(dialog.getByRole('textbox', { name: /I will receive/ })).not.toHaveValue('');
      await dialog.getByRole('combobox', { name: /Payment method/ }).click();
      await page.getByRole('option').first().click();
      await dialog.getByRole('textbox', { name: /Notes/ }).fill('Paying now.');
      await dialog.getByRole('button', { name: 'Buy USDT' }).click();
      await expect(page).toHaveURL(ORDER_URL);
    });

    test('sell: a new payment method added via Manage and "Save and use", then the order is created', async ({
      page,
    }) => {
      await openFirstAd(page, 'sell');
      const dialog = await openDialog(page, 'Sell USDT');
      await expect(dialog.getByText('Available balance: 2,500.00 USDT')).toBeVisible();
      await dialog.getByRole('button', { name: 'Manage' }).click();

      const manage = page.getByRole('dialog', { name: 'Payment methods' });
      await expect(manage.getByRole('listitem').first()).toBeVisible();
      await manage.getByRole('button', { name: 'Add payment method' }).click();
      const form = page.getByRole('dialog', { name: 'Add payment method' });
      await form.getByRole('combobox', { name: /Payment method/ }).click();
      await page.getByRole('option').first().click();
      const account = `e2e-${width}-${Date.now()}`;
      await form.getByRole('textbox', { name: /Card number or account/ }).fill(account);
      await form.getByRole('textbox', { name: /Receiver's name/ }).fill('Alex Morgan');
      await form.locator('input[type="file"]').setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: PNG });
      await expect(form.getByText('qr.png')).toBeVisible();
      await form.getByRole('button', { name: 'Save and use' }).click();

      await expect(form).toBeHidden();
      await expect(dialog.getByRole('combobox', { name: /Payment method/ })).toContainText(account);
      await dialog.getByRole('button', { name: 'Max' }).click();
      await expect(dialog.getByRole('textbox', { name: /I will sell/ })).not.toHaveValue('');
      await dialog.getByRole('button', { name: 'Sell USDT' }).click();
      await expect(page).toHaveURL(ORDER_URL);
    });
  });
}
