import { expect, test, type Locator, type Page } from '@playwright/test';
import { LANGUAGES, LANGUAGE_INFO } from '../../src/shared/i18n/languages';
import { switchLanguageInApp } from './support/in-app';
import { textsFor } from './support/locale-text';

// The header is one row at 360 px in all 17 languages, marks the current page and switches the
// language from a compact globe button; the Transfer button covers nothing and leaves no band under the footer.
// Geometry, not pixels.

const header = (page: Page) => page.locator('body > #p2p-embedded-header');
const transferButton = (page: Page, lang = 'en') =>
  page
    .locator('body > #p2p-embedded-transfer')
    .getByRole('button', { name: textsFor(lang)('shell:embedded.transfer.button') });

/** One toolbar row: 56 px and its border; two rows were 85-152 px. */
const ONE_ROW_MAX = 64;

interface HeaderGeometry {
  overlaps: number;
  height: number;
  tops: number[];
  /** Controls reaching past the window's right edge, or whose text is cut (ellipsis or clipped). */
  spills: string[];
  pageOverflow: number;
}

async function headerGeometry(page: Page): Promise<HeaderGeometry> {
  return header(page).evaluate((root) => {
    // The Transfer button docks in the header's row (its own app, its own container): one of the row's controls.
    const docked = [...document.querySelectorAll<HTMLElement>('#p2p-embedded-transfer button')];
    const controls = [...root.querySelectorAll<HTMLElement>('a, button'), ...docked].filter(
      (el) => el.getClientRects().length > 0,
    );
    const spills = controls
      .filter(
        (el) =>
          el.getBoundingClientRect().right > window.innerWidth + 0.5 ||
          el.getBoundingClientRect().left < -0.5 ||
          el.scrollWidth > el.clientWidth + 1,
      )
      .map((el) => el.textContent ?? el.getAttribute('aria-label') ?? el.tagName);
    // Side by side, never on top of each other (the docked Transfer button over the header's last control).
    const boxes = controls.map((el) => el.getBoundingClientRect()).sort((a, b) => a.left - b.left);
    const overlaps = boxes.slice(1).filter((box, i) => box.left < boxes[i]!.right - 0.5).length;
    return {
      overlaps,
      height: root.getBoundingClientRect().height,
      tops: controls.map((el) => {
        const box = el.getBoundingClientRect();
        return (box.top + box.bottom) / 2;
      }),
      spills,
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  });
}

/** Soft checks: a test going over the languages reports every language whose header is not one row. */
async function expectOneRow(page: Page, what: string) {
  const geometry = await headerGeometry(page);
  expect.soft(geometry.height, `${what}: header height`).toBeLessThanOrEqual(ONE_ROW_MAX);
  // Every control's centre on the same line (a few px for different control heights).
  expect
    .soft(Math.max(...geometry.tops) - Math.min(...geometry.tops), `${what}: controls on one line`)
    .toBeLessThanOrEqual(4);
  expect.soft(geometry.spills, `${what}: controls cut or past the edge`).toEqual([]);
  expect.soft(geometry.overlaps, `${what}: controls over one another`).toBe(0);
  expect.soft(geometry.pageOverflow, `${what}: sideways scrolling`).toBeLessThanOrEqual(0);
}

async function openList(page: Page, lang: string, query = '') {
  const t = textsFor(lang);
  await page.goto(`/${lang}/p2p/buy${query}`);
  await expect(header(page).getByRole('link', { name: t('common:nav.buy'), exact: true })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
}

test.describe('at 360×740', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  // One test over the 17 languages, signed out then signed in: the first language is loaded, the others are
  // switched to in the app (support/in-app.ts); 34 cold starts in 17 tests took 148 test-s.
  test('the header is one row in all 17 languages, signed out and signed in', async ({ page }) => {
    test.setTimeout(150_000);
    for (const signedIn of [false, true]) {
      const state = signedIn ? 'signed in' : 'signed out';
      for (const [i, lang] of LANGUAGES.entries()) {
        const t = textsFor(lang);
        if (i === 0) await openList(page, lang, signedIn ? '?mockUser=trader' : '?mockReset=1');
        else {
          await switchLanguageInApp(page, lang, `/${lang}/p2p/buy`);
          await expect(header(page).getByRole('link', { name: t('common:nav.buy'), exact: true })).toBeVisible();
          await expect(page.getByRole('article').first()).toBeVisible();
        }
        await expect(
          header(page).getByRole(signedIn ? 'button' : 'link', {
            name: t(signedIn ? 'common:nav.logout' : 'common:nav.login'),
          }),
        ).toBeVisible();
        await expect(transferButton(page, lang)).toBeVisible();
        await expectOneRow(page, `${lang} ${state}`);
      }
    }
  });
});

test('the header marks the current page on the buy list, the sell list and My orders', async ({ page }) => {
  const t = textsFor('en');
  const links = {
    buy: header(page).getByRole('link', { name: t('common:nav.buy'), exact: true }),
    sell: header(page).getByRole('link', { name: t('common:nav.sell'), exact: true }),
    orders: header(page).getByRole('link', { name: t('common:nav.orders'), exact: true }),
  };
  /** The mark is seen, not only announced: the current link's indicator differs from the others'. */
  const mark = (link: Locator) =>
    link.evaluate((el) => getComputedStyle(el, '::after').backgroundColor + getComputedStyle(el).fontWeight);
  for (const [path, current] of [
    ['/en/p2p/buy?mockUser=trader', 'buy'],
    ['/en/p2p/sell', 'sell'],
    ['/en/p2p/order', 'orders'],
  ] as const) {
    await page.goto(path);
    await expect(links[current]).toHaveAttribute('aria-current', 'page');
    for (const [name, link] of Object.entries(links)) {
      if (name === current) continue;
      await expect(link).not.toHaveAttribute('aria-current');
      expect(await mark(link), `${name} looks unlike the current ${current}`).not.toBe(await mark(links[current]));
    }
  }
});

test('the globe button lists the 17 languages by their own names and switches, keeping the path', async ({ page }) => {
  const t = textsFor('en');
  await page.setViewportSize({ width: 360, height: 740 });
  await openList(page, 'en', '?asset=BTC&fiat=EUR');
  const globe = header(page).getByRole('button', { name: t('common:language.label') });
  await expect(globe).toHaveAttribute('aria-haspopup', 'menu');
  await globe.click();
  const menu = page.getByRole('menu', { name: t('common:language.label') });
  const items = menu.getByRole('menuitemradio');
  await expect(items).toHaveCount(17);
  for (const [i, code] of LANGUAGES.entries()) {
    await expect(items.nth(i)).toHaveText(LANGUAGE_INFO[code].nativeName);
    await expect(items.nth(i)).toHaveAttribute('lang', LANGUAGE_INFO[code].locale);
  }
  await expect(menu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');

  // Keyboard: Escape closes and gives the focus back to the globe.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(globe).toBeFocused();

  // By mouse: another language, same page and filters.
  await globe.click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/p2p\/buy\?asset=BTC&fiat=EUR$/);
  await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
  const de = textsFor('de');
  const globeDe = header(page).getByRole('button', { name: de('common:language.label') });
  // The chosen language's menu has finished closing (its exit gives the focus back to the globe) before the
  // keyboard reopens it; reopening mid-exit let the old close take the focus from the new menu under load (CI).
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(globeDe).toBeFocused();

  // By keyboard: Enter opens with the current language focused, arrows move, Enter chooses.
  await globeDe.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: 'Deutsch' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: 'Italiano' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/it\/p2p\/buy\?asset=BTC&fiat=EUR$/);
});

/** Links, buttons and fields of the page (the Transfer button itself aside) whose boxes meet the Transfer button's. */
async function controlsUnderTransfer(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const transfer = document.querySelector('#p2p-embedded-transfer button')!;
    const box = transfer.getBoundingClientRect();
    const selector =
      'a[href], button, input, select, textarea, [role="button"], [role="combobox"], [tabindex]:not([tabindex="-1"])';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => !transfer.contains(el) && !el.contains(transfer) && el.getClientRects().length > 0)
      .filter((el) => {
        const other = el.getBoundingClientRect();
        return other.left < box.right && other.right > box.left && other.top < box.bottom && other.bottom > box.top;
      })
      .map((el) => `${el.tagName} ${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}`);
  });
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width}×${viewport.height} the Transfer button covers no control of the buy list and leaves no band under the footer`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openList(page, 'en', '?mockUser=trader');
    await expect(page.getByTestId('market-price')).toBeVisible();
    await expect(transferButton(page)).toBeVisible();
    expect(await controlsUnderTransfer(page), 'at the top of the page').toEqual([]);

    // Scrolled through the page, and at its end, where the footer is.
    const steps = await page.evaluate(() => Math.ceil(document.documentElement.scrollHeight / window.innerHeight));
    for (let step = 1; step <= steps; step += 1) {
      await page.evaluate((y) => window.scrollTo(0, y), step * viewport.height * 0.9);
      expect(await controlsUnderTransfer(page), `scrolled to step ${step}`).toEqual([]);
    }
    const ends = await page.evaluate(() => ({
      document: document.documentElement.scrollHeight,
      footer: document.querySelector('#p2p-embedded-footer footer')!.getBoundingClientRect().bottom + window.scrollY,
    }));
    expect(Math.abs(ends.document - ends.footer), 'the page ends where the footer does').toBeLessThanOrEqual(1);
  });
}

test('keyboard focus reaches the Transfer button right after the header, before the page and the footer', async ({
  page,
}) => {
  await openList(page, 'en', '?mockUser=trader');
  await expect(transferButton(page)).toBeVisible();
  // The document order is the tab order: header, the Transfer button docked at the end of its row, the page, the footer.
  const order = await page.evaluate(() =>
    [...document.body.children]
      .map((el) => el.id)
      .filter((id) => ['p2p-embedded-header', 'p2p-embedded-transfer', 'root', 'p2p-embedded-footer'].includes(id)),
  );
  expect(order).toEqual(['p2p-embedded-header', 'p2p-embedded-transfer', 'root', 'p2p-embedded-footer']);
  // From the header's last control, Tab goes to Transfer, and the next Tab into the page.
  await header(page).getByRole('button', { name: 'Log out' }).focus();
  await page.keyboard.press('Tab');
  await expect(transferButton(page)).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.getElementById('root')!.contains(document.activeElement))).toBe(true);
});

test('the footer is the same on every page: its words, links and height', async ({ page }) => {
  // The footer mounts after the first screen is up, up to 5 s and an idle moment later. Each page is loaded once
  // and measured at both widths, which halves the page loads.
  test.setTimeout(180_000);
  const pages = [
    '/en?mockUser=trader',
    '/en/p2p/buy',
    '/en/p2p/sell?asset=BTC&fiat=EUR',
    '/en/p2p/order',
    '/en/no-such-page',
    '/en/p2p/buy?scenario=restricted-region',
  ];
  const viewports = [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ];
  const seen = new Map(viewports.map((viewport) => [viewport.width, new Set<string>()]));
  for (const path of pages) {
    await page.setViewportSize(viewports[0]!);
    await page.goto(path);
    const footer = page.locator('body > #p2p-embedded-footer footer');
    await expect(footer.getByRole('navigation'), path).toBeVisible({ timeout: 30_000 });
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const shape = await footer.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const links = [...el.querySelectorAll('a')].map((a) => a.textContent).join('|');
        return JSON.stringify({
          text: (el as HTMLElement).innerText,
          links,
          height: Math.round(box.height),
          width: Math.round(box.width),
          end: Math.round(document.documentElement.scrollHeight - (box.bottom + window.scrollY)),
        });
      });
      const shapes = seen.get(viewport.width)!;
      shapes.add(shape);
      expect(shapes.size, `${path} at ${viewport.width}: ${shape}`).toBe(1);
    }
  }
  await page.goto('/en?scenario=default');
});
