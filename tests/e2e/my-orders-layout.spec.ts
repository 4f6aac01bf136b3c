import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES, type Language } from '../../src/shared/i18n/languages';
import { AxeScanner, settle, useThemeCookie } from './support/axe-scan';
import { switchLanguageInApp } from './support/in-app';
import { textsFor } from './support/locale-text';

// My orders at 1280 shows every column in all 17 languages (a long label ends in an ellipsis
// with its full text in a title, never a column cut off); at 360 the filters wait behind a Filters button that
// counts the active ones, so the first order is above the fold. Geometry, not pixels.

async function openMyOrders(page: Page, lang: string, query = '') {
  await page.goto(`/${lang}/p2p/order?mockUser=trader&mockReset=1${query}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
}

/** How the table fits its box: what scrolls sideways and how far any header cell reaches past the table. */
async function tableFit(page: Page) {
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table.evaluate((el) => {
    const box = el.parentElement!;
    const right = box.getBoundingClientRect().right;
    const cells = [...el.querySelectorAll('thead th')];
    // Text that does not fit its box (ellipsized) with no full text to read elsewhere.
    const clippedWithoutTitle = [...el.querySelectorAll<HTMLElement>('th, th *, td, td *')]
      .filter((node) => node.childElementCount === 0 && node.scrollWidth > node.clientWidth + 1)
      .filter((node) => !node.closest('[title]') && !node.closest('[aria-label]'))
      .map((node) => node.textContent);
    // Amounts, totals and prices are never cut, even with a title: their columns are sized to hold them.
    const clippedFigures = [...el.querySelectorAll<HTMLElement>('tbody td')]
      .filter(
        (cell) =>
          getComputedStyle(cell).fontVariantNumeric.includes('tabular-nums') && cell.scrollWidth > cell.clientWidth + 1,
      )
      .map((cell) => cell.textContent);
    return {
      clippedFigures,
      hidden: Math.max(0, box.scrollWidth - box.clientWidth, el.scrollWidth - el.clientWidth),
      pastEdge: Math.max(0, ...cells.map((cell) => cell.getBoundingClientRect().right - right)),
      clippedWithoutTitle,
    };
  });
}

/** My orders in each of the 17 languages: the first loaded cold, the others switched in the app (support/in-app.ts). */
async function eachLanguage(page: Page, check: (lang: Language) => Promise<void>) {
  for (const [i, lang] of LANGUAGES.entries()) {
    if (i === 0) await openMyOrders(page, lang);
    else await switchLanguageInApp(page, lang, `/${lang}/p2p/order`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(textsFor(lang)('my-orders:title'));
    await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
    await check(lang);
  }
}

test('at 1280×800 in all 17 languages every column of My orders fits', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const fits: Record<string, Awaited<ReturnType<typeof tableFit>>> = {};
  await eachLanguage(page, async (lang) => {
    fits[lang] = await tableFit(page);
  });
  test.info().annotations.push({ type: 'fit', description: JSON.stringify(fits) });
  // Every language's figures at once, so a failure names each language that does not fit.
  const fitting = { hidden: 0, pastEdge: 0, clippedWithoutTitle: [], clippedFigures: [] };
  const seen = Object.fromEntries(
    Object.entries(fits).map(([lang, fit]) => [
      lang,
      {
        hidden: Math.max(0, fit.hidden),
        pastEdge: Math.max(0, fit.pastEdge),
        clippedWithoutTitle: fit.clippedWithoutTitle,
        clippedFigures: fit.clippedFigures,
      },
    ]),
  );
  // hidden: px of the table scrolled out of sight; pastEdge: px a header cell reaches past the table;
  // clippedWithoutTitle: ellipsized text with no title; clippedFigures: amounts cut short.
  expect(seen).toEqual(Object.fromEntries(LANGUAGES.map((lang) => [lang, fitting])));
});

test('at 1280 a header label too long for its column ends in an ellipsis and keeps its full text in a title', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openMyOrders(page, 'en');
  const header = page.getByRole('table').locator('thead th').first();
  // A label made far too long, as a translation might be: it ellipsizes inside its column.
  const label = header.locator('[title]');
  await expect(label).toHaveAttribute('title', textsFor('en')('my-orders:column.order'));
  await label.evaluate((el) => {
    el.textContent = el.textContent!.repeat(30);
  });
  const clipped = await label.evaluate((el) => ({
    ellipsis: getComputedStyle(el).textOverflow,
    overflow: el.scrollWidth > el.clientWidth,
  }));
  expect(clipped).toEqual({ ellipsis: 'ellipsis', overflow: true });
  expect((await tableFit(page)).hidden).toBeLessThanOrEqual(0);
});

/** The bottom edge of the first order card, and the height of the window. */
async function firstOrderBottom(page: Page, lang = 'en') {
  const first = page
    .getByRole('list', { name: textsFor(lang)('my-orders:results') })
    .getByRole('listitem')
    .first();
  await expect(first).toBeVisible();
  return first.evaluate((el) => ({ bottom: Math.round(el.getBoundingClientRect().bottom), fold: window.innerHeight }));
}

test('at 360×740 the filters wait behind a Filters button and the first order is above the fold', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const t = textsFor('en');
  await openMyOrders(page, 'en');
  const position = await firstOrderBottom(page);
  test.info().annotations.push({ type: 'first order', description: JSON.stringify(position) });
  expect(position.bottom).toBeLessThanOrEqual(position.fold);

  const toggle = page.getByRole('button', { name: t('my-orders:filters.button'), exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('combobox', { name: t('my-orders:filters.status') })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('combobox', { name: t('my-orders:filters.status') }).click();
  await page.getByRole('option', { name: t('my-orders:statusGroup.completed') }).click();
  await expect(page).toHaveURL(/[?&]status=completed/);
  // One filter is on: the button says so, in its name and on its badge.
  await expect(page.getByRole('button', { name: t('my-orders:filters.buttonActive', { count: 1 }) })).toBeVisible();
});

// Non-negotiables (dates through Intl for the active locale): a native date input writes its day in the browser's
// format, here an English browser's, beside the German dates of the orders. The date field shows the day as the
// page's language writes it, and the browser's picker still chooses it.
test("in German in an English browser, the date filter writes its days as German does and opens the browser's picker", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const picked: string[] = [];
    (window as unknown as { __pickers: string[] }).__pickers = picked;
    const show = HTMLInputElement.prototype.showPicker;
    HTMLInputElement.prototype.showPicker = function showPicker(this: HTMLInputElement) {
      picked.push(this.type);
      show.call(this);
    };
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  const t = textsFor('de');
  await openMyOrders(page, 'de');
  const from = page.getByRole('textbox', { name: t('my-orders:filters.from') });
  const to = page.getByRole('textbox', { name: t('my-orders:filters.to') });

  await from.click();
  await page.keyboard.press('Escape');
  await to.focus();
  await page.keyboard.press('Enter');
  // Each opened the browser's picker, without an error (a picker needs the click or key that asks for it).
  expect(await page.evaluate(() => (window as unknown as { __pickers: string[] }).__pickers)).toEqual(['date', 'date']);
  await page.keyboard.press('Escape');

  // The browser's input behind the field takes the chosen day, as its picker would write it.
  await page.locator('input[type="date"]').first().fill('2026-03-05');
  await expect(page).toHaveURL(/[?&]from=2026-03-05/);
  await expect(from).toHaveValue('05.03.2026');
  await page.getByRole('button', { name: t('ds:dateRange.clear', { field: t('my-orders:filters.from') }) }).click();
  await expect(from).toHaveValue('');
  await expect(page).not.toHaveURL(/[?&]from=/);
});

test('at 360 the Filters button counts every active filter, and Reset clears them', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const t = textsFor('en');
  await openMyOrders(page, 'en', '&type=sell&status=completed&from=2020-01-01&to=2099-12-31');
  // A date range is one filter, however many of its ends are set.
  const toggle = page.getByRole('button', { name: t('my-orders:filters.buttonActive', { count: 3 }) });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const position = await firstOrderBottom(page);
  expect(position.bottom).toBeLessThanOrEqual(position.fold);
  await toggle.click();
  await page.getByRole('button', { name: t('common:action.reset') }).click();
  await expect(page).toHaveURL(/\/en\/p2p\/order$/);
  await expect(page.getByRole('button', { name: t('my-orders:filters.button'), exact: true })).toBeVisible();
});

test('at 360×740 in all 17 languages My orders does not scroll sideways and the first order is above the fold', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const seen: Record<string, { overflow: number; bottom: number; fold: number }> = {};
  await eachLanguage(page, async (lang) => {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    seen[lang] = { overflow, ...(await firstOrderBottom(page, lang)) };
  });
  test.info().annotations.push({ type: 'first order', description: JSON.stringify(seen) });
  const failing = Object.entries(seen).filter(([, s]) => s.overflow > 0 || s.bottom > s.fold);
  expect(failing, 'languages that scroll sideways or put the first order below the fold').toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`My orders in de passes axe at 1280 and at 360 with the filters open, ${theme} theme`, async ({
    page,
    context,
    baseURL,
  }) => {
    const axe = new AxeScanner(page);
    const t = textsFor('de');
    await useThemeCookie(context, baseURL!, theme);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openMyOrders(page, 'de', '&status=completed');
    await axe.scan('table');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: t('my-orders:filters.buttonActive', { count: 1 }) }).click();
    await expect(page.getByRole('combobox', { name: t('my-orders:filters.status') })).toBeVisible();
    await settle(page);
    await axe.scan('cards with the filters open');
    axe.expectClean();
  });
}
