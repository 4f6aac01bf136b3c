import { expect, test, type Page } from '@playwright/test';
import type { Language } from '../../src/shared/i18n/languages';
import { switchLanguageInApp } from './support/in-app';
import { textsFor } from './support/locale-text';

// The ad list reads like a top exchange's. Geometry, not pixels: how many ads a screen shows
// whole, the table's column headers, the price as the row's largest figure, and no sideways scrolling on a phone.

/** Ads whose whole box is inside the window. */
async function adsFullyVisible(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll('article')].filter((ad) => {
        const box = ad.getBoundingClientRect();
        return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
      }).length,
  );
}

/** Until the first rows stand still (the market price, logos and the age line arrive after them): then measured. */
async function layoutSettled(page: Page): Promise<void> {
  let last = '';
  await expect
    .poll(
      async () => {
        const tops = await page.evaluate(() =>
          [...document.querySelectorAll('article')].slice(0, 4).map((ad) => Math.round(ad.getBoundingClientRect().top)),
        );
        const same = tops.join() === last;
        last = tops.join();
        return same;
      },
      { intervals: [250] },
    )
    .toBe(true);
}

async function openList(page: Page, lang: string) {
  await page.goto(`/${lang}/p2p/buy?mockUser=trader&mockReset=1`);
  await expect(page.getByRole('article').first()).toBeVisible();
  // The market price and favourites arrive after the first rows and hold their space meanwhile.
  await expect(page.getByTestId('market-price')).toBeVisible();
}

/**
 * The list in `lang` with its ads and market price: loaded for the first language, switched to in the app for the
 * others (support/in-app.ts), since 17 cold starts would make a slow test.
 */
async function showListIn(page: Page, lang: Language, first: boolean) {
  if (first) return openList(page, lang);
  await switchLanguageInApp(page, lang, `/${lang}/p2p/buy`);
  await expect(page.getByRole('main').getByRole('tab', { name: textsFor(lang)('ads:list.sellTab') })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByTestId('market-price')).toBeVisible();
}

test('at 1280×800 the list is a table with column headers and shows at least 8 ads whole, price first in size', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const t = textsFor('en');
  await openList(page, 'en');
  await expect(page.getByTestId('ad-table-header')).toHaveText(
    [
      t('ads:list.colAdvertiser'),
      t('ads:list.sortShort.completion'),
      t('ads:list.sortShort.trades'),
      t('ads:list.sortShort.release'),
      // The buy list's order in force: its best price, the lowest first.
      `${t('ads:list.price')} ↑`,
      t('ads:list.colAvailableLimit'),
      t('ads:list.payMethod'),
      t('ads:list.colTrade'),
    ].join(''),
  );
  expect(await adsFullyVisible(page)).toBeGreaterThanOrEqual(8);

  // The price is the row's largest text, in tabular figures, with the fiat code beside it.
  const row = page.getByRole('article').first();
  const sizes = await row.evaluate((ad) => {
    const price = ad.querySelector('.AdRow-price')!;
    const others = [...ad.querySelectorAll('p, span, button')].filter(
      (el) => !el.contains(price) && el !== price && el.textContent?.trim(),
    );
    return {
      price: parseFloat(getComputedStyle(price).fontSize),
      numeric: getComputedStyle(price).fontVariantNumeric,
      largestOther: Math.max(...others.map((el) => parseFloat(getComputedStyle(el).fontSize))),
      besides: price.nextElementSibling?.textContent,
    };
  });
  expect(sizes.price).toBeGreaterThan(sizes.largestOther);
  expect(sizes.numeric).toContain('tabular-nums');
  expect(sizes.besides).toBe('USD');
});

test('the filter bar is one row at 1280 and at most two at 360, with a refresh that loads the ads again', async ({
  page,
}) => {
  const t = textsFor('en');
  for (const [width, maxRows] of [
    [1280, 1],
    [360, 2],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await openList(page, 'en');
    const rows = await page.getByRole('button', { name: t('common:action.refresh') }).evaluate((refresh) => {
      // The bar's fields and the refresh button (centred on their line): how many different lines they stand on.
      const centres = [...refresh.parentElement!.children]
        .map((child) => child.getBoundingClientRect())
        .map((box) => (box.top + box.bottom) / 2);
      centres.sort((a, b) => a - b);
      return 1 + centres.filter((centre, i) => i > 0 && centre - centres[i - 1]! > 12).length;
    });
    expect(rows, `filter rows at ${width}`).toBeLessThanOrEqual(maxRows);
  }
  const reload = page.waitForRequest((request) => request.url().includes('/api/ctc/query-adv-list'));
  await page.getByRole('button', { name: t('common:action.refresh') }).click();
  await reload;
  await expect(page.getByRole('article').first()).toBeVisible();
});

const LANGUAGES = [
  'en',
  'de',
  'es',
  'fr',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'ms',
  'pt',
  'ru',
  'th',
  'tr',
  'vi',
  'zh-cn',
  'zh-tw',
] as const;

test('at 360×740, in all 17 languages, nothing on the list scrolls sideways, at least 3 ads show whole, with their payment methods named in full', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const seen: Record<string, { overflow: number; whole: number; cutNames: string[] }> = {};
  for (const [i, lang] of LANGUAGES.entries()) {
    await showListIn(page, lang, i === 0);
    await layoutSettled(page);
    seen[lang] = {
      overflow: await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      whole: await adsFullyVisible(page),
      // What a trader picks an ad by: a method chip on the cards in view whose name ends in '…' (its text is wider
      // than its box), as the two names of a card can be beside the payment window ('Revol…' in de and ru).
      cutNames: await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main article li > [title]:not(.PaymentMethodChips-more) > span')]
          .filter((name) => name.getBoundingClientRect().bottom <= window.innerHeight)
          .filter((name) => name.scrollWidth > name.clientWidth + 1)
          .map((name) => name.textContent ?? ''),
      ),
    };
  }
  test.info().annotations.push({ type: 'ads whole at 360', description: JSON.stringify(seen) });
  for (const lang of LANGUAGES) {
    expect(seen[lang]!.overflow, `sideways overflow in ${lang}`).toBeLessThanOrEqual(0);
    expect(seen[lang]!.whole, `ads fully visible in ${lang}`).toBeGreaterThanOrEqual(3);
    expect(seen[lang]!.cutNames, `payment methods cut short in ${lang}`).toEqual([]);
  }
});

test("at 1280×800, in all 17 languages, no text of an ad or of the headings is cut short and '+N' never stands alone on a line", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const seen: Record<string, { cut: string[]; loneMore: number; whole: number }> = {};
  for (const [i, lang] of LANGUAGES.entries()) {
    await showListIn(page, lang, i === 0);
    // The headings sort once their code is in; then they are checked with the rows.
    await page.getByTestId('ad-table-header').getByRole('button').first().waitFor();
    seen[lang] = {
      ...(await page.evaluate(() => {
        const rows = [...document.querySelectorAll('main article, [data-testid="ad-table-header"]')];
        // Text wider than the box that clips it: an ellipsis or a cut word ('87,36 % Absc…' in de once). Labels
        // hidden for screen readers only are 1 px boxes and are left out.
        const cut = rows
          .flatMap((row) => [...row.querySelectorAll<HTMLElement>('*')])
          .filter((el) => el.getBoundingClientRect().width > 2 && getComputedStyle(el).overflow !== 'visible')
          .filter((el) => el.scrollWidth > el.clientWidth + 1)
          .map((el) => el.textContent ?? '');
        const loneMore = rows
          .flatMap((row) => [...row.querySelectorAll('.PaymentMethodChips-more')])
          .filter((more) => {
            const before = more.previousElementSibling;
            return !before || Math.abs(before.getBoundingClientRect().top - more.getBoundingClientRect().top) > 2;
          }).length;
        return { cut, loneMore };
      })),
      whole: await adsFullyVisible(page),
    };
  }
  test.info().annotations.push({ type: 'ads whole at 1280', description: JSON.stringify(seen) });
  for (const lang of LANGUAGES) {
    expect(seen[lang]!.cut, `text cut short in ${lang}`).toEqual([]);
    expect(seen[lang]!.loneMore, `'+N' alone on a line in ${lang}`).toBe(0);
    expect(seen[lang]!.whole, `ads fully visible in ${lang}`).toBeGreaterThanOrEqual(7);
  }
});
