import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES } from '../../src/shared/i18n/languages';
import { untilMocksAnswer } from './support/in-app';
import { textsFor } from './support/locale-text';

// The build's HTML of the public pages has the page in it (header, tabs, filters, the list's
// skeleton) in its language, and the app hydrates it: the very elements the HTML made stay in the page, nothing
// is reported on the console while it starts, and nothing moves when the ads arrive.

/** Before any script runs: the HTML's own h1, the layout shifts from then on, and every console complaint. */
async function watchStartUp(page: Page) {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      complaints.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => complaints.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    const state = window as unknown as { __shift: number; __shifts: string[]; __h1: Element | null };
    state.__shift = 0;
    state.__shifts = [];
    type Shift = { value: number; hadRecentInput: boolean; startTime: number; sources: LayoutShiftAttribution[] };
    type LayoutShiftAttribution = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const describe = ({ node, previousRect: from, currentRect: to }: LayoutShiftAttribution) =>
      `${node?.nodeName ?? '?'} "${(node?.textContent ?? '').slice(0, 24)}" ${from.x},${from.y} ${from.width}x${from.height} → ${to.x},${to.y} ${to.width}x${to.height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        state.__shift += entry.value;
        // Which elements moved, and when, so that a failure says what to fix.
        state.__shifts.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map(describe).join('; ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') state.__h1 = document.querySelector('h1');
    });
  });
  return complaints;
}

const sameH1 = (page: Page) =>
  page.evaluate(() => (window as unknown as { __h1: Element | null }).__h1 === document.querySelector('h1'));
/** The class selectors emotion wrote in the browser, and those of them the prerendered stylesheet already had. */
const rulesWrittenTwice = (page: Page) =>
  page.evaluate(() => {
    const selectors = (sheet: CSSStyleSheet | null) => {
      const found = new Set<string>();
      const walk = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule) for (const c of rule.selectorText.match(/\.css-\w+/g) ?? []) found.add(c);
          else if (rule instanceof CSSGroupingRule) walk(rule.cssRules);
        }
      };
      if (sheet) walk(sheet.cssRules);
      return found;
    };
    const prerendered = selectors(document.querySelector<HTMLStyleElement>('style[data-emotion-rules]')!.sheet);
    const written = new Set(
      [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].flatMap((style) => [
        ...selectors(style.sheet),
      ]),
    );
    return { written: written.size, again: [...written].filter((c) => prerendered.has(c)) };
  });
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
const shiftSources = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts.join('\n'));

test('the list HTML of each language is the page itself, hydrated without a complaint', async ({ page, request }) => {
  test.setTimeout(240_000);
  const complaints = await watchStartUp(page);
  for (const lang of LANGUAGES) {
    const t = textsFor(lang);
    const heading = t('ads:list.titleBuy', { asset: 'USDT', fiat: 'USD' });
    // The HTML as it comes from the server, before any JavaScript.
    const html = await (await request.get(`/${lang}/p2p/buy`)).text();
    expect(html, lang).toContain(`data-prerendered="/${lang}/p2p/buy"`);
    expect(html, lang).toContain(`>${heading}</h1>`);
    expect(html, lang).toMatch(new RegExp(`<html lang="${lang === 'en' ? 'en-US' : '[a-zA-Z-]+'}"`));
    await page.goto(`/${lang}/p2p/buy`);
    await expect(page.getByRole('article').first(), lang).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }), lang).toHaveText(heading);
    expect(await sameH1(page), `${lang}: the HTML's h1 was kept (hydrated, not drawn again)`).toBe(true);
    expect(
      await layoutShift(page),
      `${lang}: layout shift while the ads arrived\n${await shiftSources(page)}`,
    ).toBeLessThanOrEqual(0.01);
    // The HTML's translated title stays once the app runs (point 3: what search engines that run scripts read).
    await expect(page, lang).toHaveTitle(t('ads:pageTitle.buy', { asset: 'USDT', fiat: 'USD' }));
    // Point 4: the rules the page's stylesheet brought are not written again while it starts (emotion writes
    // only the others: the rows, the loaded header's menu...).
    const twice = await rulesWrittenTwice(page);
    expect(twice.written, `${lang}: the app wrote rules of its own`).toBeGreaterThan(0);
    expect(twice.again, `${lang}: rules of the prerendered stylesheet written again`).toEqual([]);
  }
  expect(complaints).toEqual([]);
});

test('a signed-in trader in dark mode gets the dark HTML, hydrated without a complaint, and sees the session', async ({
  page,
}) => {
  // The mocks' user and the theme come from cookies here, as on a return visit; the list URL has no query.
  await page.goto('/en/p2p/sell?mockUser=trader&mockReset=1&scenario=default');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.context().addCookies([{ name: 'theme', value: 'dark', url: page.url() }]);
  const complaints = await watchStartUp(page);
  await page.goto('/en/p2p/sell');
  await expect(page.locator('#root')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await sameH1(page)).toBe(true);
  // The header shows the session once the app has taken over (the HTML's is the signed-out one).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
  expect(complaints).toEqual([]);
});

test('a list URL with filters in its query is drawn by the app, not hydrated from the default pair', async ({
  page,
}) => {
  const complaints = await watchStartUp(page);
  await page.goto('/en/p2p/buy?asset=BTC&scenario=default');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buy BTC with USD');
  // The tab names the pair shown, and follows the filters.
  await expect(page).toHaveTitle('Buy BTC with USD | P2P Trading');
  await page.getByRole('tab', { name: 'Sell' }).click();
  await expect(page).toHaveTitle('Sell BTC for USD | P2P Trading');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  expect(complaints).toEqual([]);
});

test('the home and sell pages of each language hydrate without a complaint, and at 360 nothing moves as the ads arrive', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const complaints = await watchStartUp(page);
  for (const lang of LANGUAGES) {
    const t = textsFor(lang);
    await page.goto(`/${lang}`);
    await expect(page.getByRole('heading', { level: 1 }), lang).toHaveText(t('common:app.name'));
    await expect(page, lang).toHaveTitle(t('ads:pageTitle.home'));
    await expect(page.locator('#p2p-embedded-header'), lang).not.toHaveAttribute('aria-busy');
    expect(await sameH1(page), `${lang} home: hydrated, not drawn again`).toBe(true);
    await page.goto(`/${lang}/p2p/sell`);
    await expect(page.getByRole('article').first(), lang).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }), lang).toHaveText(
      t('ads:list.titleSell', { asset: 'USDT', fiat: 'USD' }),
    );
    expect(await sameH1(page), `${lang} sell: hydrated, not drawn again`).toBe(true);
    expect(
      await layoutShift(page),
      `${lang}: layout shift at 360 while the ads arrived\n${await shiftSources(page)}`,
    ).toBeLessThanOrEqual(0.01);
  }
  expect(complaints).toEqual([]);
});

test('a login-required page paints its shell from the HTML, then the app replaces it: the order for a trader, sign-in for a visitor', async ({
  page,
  request,
}) => {
  // The HTML before any script: the order page's layout in its language, not marked for hydration.
  const html = await (await request.get('/de/p2p/order?orderId=1')).text();
  expect(html).toContain(`>${textsFor('de')('orders:loading')}<`);
  expect(html).not.toContain('data-prerendered');
  await page.goto('/en/p2p/buy?mockUser=trader&mockReset=1&scenario=default');
  await expect(page.getByRole('article').first()).toBeVisible();
  // The trader's newest order (the mocks answer in the page).
  await untilMocksAnswer(page);
  const orderId = await page.evaluate(async () => {
    const response = await fetch('/api/ctc/query-order-list?page=1&size=1', {
      headers: { Accept: 'application/json' },
    });
    return ((await response.json()) as { data: { list: Array<{ orderId: string }> } }).data.list[0]!.orderId;
  });
  const complaints = await watchStartUp(page);
  await page.goto(`/en/p2p/order?orderId=${orderId}`);
  await expect(page.getByText(orderId).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading the order' })).toHaveCount(0);
  await page.goto('/en/p2p/order');
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await expect(page.getByRole('table').getByText(orderId)).toBeVisible();
  expect(complaints).toEqual([]);
  // Signed out, the same shell leads to sign-in, as the page always did. The open page could write the session's
  // cookies again (its user info answering late), so it is left first.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto('/en/p2p/buy/detail/AD20250415000001');
  await expect(page).toHaveURL(/\/login/);
});

test('the My orders shell folds its filters on a phone and shows them on a laptop, before any script, as the app does', async ({
  browser,
}) => {
  const t = textsFor('en');
  for (const [width, folded] of [
    [360, true],
    [1280, false],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto('/en/p2p/order');
    await expect(page.getByRole('heading', { level: 1, name: t('my-orders:title') })).toBeVisible();
    await expect(
      page.getByRole('button', { name: t('my-orders:filters.button'), exact: true }),
      `${width}`,
    ).toBeVisible({ visible: folded });
    await expect(page.getByRole('textbox', { name: t('my-orders:filters.orderId') }), `${width}`).toBeVisible({
      visible: !folded,
    });
    await context.close();
  }
});
