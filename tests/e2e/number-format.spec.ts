import { expect, test, type Page } from '@playwright/test';
import { textsFor } from './support/locale-text';
import { tradeFromList } from './support/trade-from-list';

// One number format per language on a page. In de and ru every amount, price, limit, percentage
// and count on the buy list, the ad detail with its buy form open and the order page uses the language's own
// separators (thousand separators from Intl for the active locale), never a '299.70' beside '0,30 USDT'; and
// the payment-method names are the language's own.

const USDT = { asset: 'USDT' };
// Every ad of this list accepts a bank transfer, the method of the order placed below.
const LIST = (lang: string) => `/${lang}/p2p/buy?fiat=USD&payMethod=BANK_TRANSFER&mockUser=trader&mockReset=1`;

interface Format {
  /** A figure written in the language's format: digits, optional groups of three, a decimal comma. */
  valid: RegExp;
  bankTransfer: string;
}

// de: '1.234,56'; ru: '1 234,56' with a no-break space (U+00A0; U+202F in some ICU versions). A figure without
// any separator (an order number, '15 Minuten') passes in both.
const FORMATS: Record<'de' | 'ru', Format> = {
  de: { valid: /^(\d+|\d{1,3}(\.\d{3})+)(,\d+)?$/, bankTransfer: 'Banküberweisung' },
  ru: { valid: /^(\d+|\d{1,3}([\u00a0\u202f]\d{3})+)(,\d+)?$/, bankTransfer: 'Банковский перевод' },
};

/**
 * Every number-looking text a user sees in <main> and in an open dialog (a portal outside <main>), input values
 * included. Left out: the chat log (its system notices are the server's text) and dates and times of day, which
 * are not amounts ('25.11.2026, 23:02' is de's date format).
 */
async function figuresOnScreen(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const roots = [...document.querySelectorAll('main, [role="dialog"]')];
    const out: string[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('[role="log"], time, [aria-hidden="true"]') || !parent.checkVisibility())
          continue;
        if (node.textContent && /\d/.test(node.textContent)) out.push(node.textContent);
      }
      for (const input of root.querySelectorAll('input'))
        if (input.type !== 'hidden' && input.checkVisibility() && /\d/.test(input.value)) out.push(input.value);
    }
    return out;
  });
  return texts.flatMap(
    (text) =>
      text.replace(/\d{1,2}\.\d{1,2}\.\d{2,4}|\d{1,2}:\d{2}(:\d{2})?/g, ' ').match(/\d(?:[\d.,\u00a0\u202f]*\d)?/g) ??
      [],
  );
}

async function expectOneFormat(page: Page, lang: 'de' | 'ru', where: string) {
  const figures = await figuresOnScreen(page);
  const wrong = figures.filter((figure) => !FORMATS[lang].valid.test(figure));
  expect(wrong, `figures not in ${lang} format on ${where}: ${JSON.stringify(wrong)}`).toEqual([]);
  // Not vacuous: the page shows amounts with decimals in the language's format.
  expect(figures.filter((figure) => figure.includes(',')).length, `decimal figures on ${where}`).toBeGreaterThan(2);
}

async function adMinimum(page: Page, adNo: string): Promise<string> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/ctc/query-advertise-detail?adNo=${id}`, {
      headers: { Accept: 'application/json' },
    });
    return ((await response.json()) as { data: { minLimit: string } }).data.minLimit;
  }, adNo);
}

for (const lang of ['de', 'ru'] as const) {
  test(`${lang}: the list, the buy form and the order page show every figure in one format and the method names in ${lang}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = textsFor(lang);
    const { bankTransfer } = FORMATS[lang];

    // The buy list, with the market distance of each row loaded.
    await page.goto(LIST(lang));
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByTestId('market-distance').first()).toBeVisible();
    await expectOneFormat(page, lang, 'the buy list');
    const filter = page.getByRole('combobox', { name: t('ads:list.payMethod') });
    await expect(filter.locator('option:checked')).toHaveText(bankTransfer);
    await expect(page.getByRole('main')).not.toContainText('Bank Transfer');

    // The ad detail with its buy form open, an amount typed: the computed amount to receive is in the same format.
    const { adNo, dialog } = await tradeFromList(page, t, 'buy', lang);
    const minimum = await adMinimum(page, adNo);
    await dialog.getByRole('textbox', { name: new RegExp(t('ad-detail:form.pay')) }).fill(minimum.replace('.', ','));
    await expect(dialog.getByRole('textbox', { name: new RegExp(t('ad-detail:form.receive')) })).toHaveValue(
      /^\d+,\d+$/,
    );
    const method = dialog.getByRole('combobox', { name: new RegExp(t('ad-detail:form.payMethod')) });
    if (!(await method.textContent())?.includes(bankTransfer)) {
      await method.click();
      await page.getByRole('option', { name: bankTransfer }).click();
    }
    await expect(method).toHaveText(new RegExp(bankTransfer));
    await expectOneFormat(page, lang, 'the ad detail with the buy form');
    await expect(dialog).not.toContainText('Bank Transfer');

    // The order page: amounts, price, fee and what is received, and the method to pay with.
    await dialog.getByRole('button', { name: t('ad-detail:form.submitBuy', USDT) }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/p2p/order\\?orderId=\\d+$`));
    await expect(page.getByRole('heading', { name: t('orders:step.payTitle') })).toBeVisible();
    const payment = page.getByRole('region', { name: t('orders:payment.heading') });
    await expect(payment).toContainText(bankTransfer);
    await expectOneFormat(page, lang, 'the order page');
  });
}
