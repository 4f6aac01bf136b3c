import { createHash } from 'node:crypto';
// Production serving (deploy/nginx): the plain production build behind nginx with the shipped site config,
// the API answered by the HTTP mock server. Run (builds dist-e2e-nginx, starts the mock server on 4325 and
// nginx on 4324 through scripts/nginx/serve.ts; needs /usr/sbin/nginx from Debian's nginx package):
//   npx playwright test -c playwright.nginx.config.ts
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LANGUAGES } from '../../src/shared/i18n/languages';
import { textsFor } from '../e2e/support/locale-text';
import { recordCspViolations } from './support/csp-violations';
import { signInTrader as signIn, trader } from './support/trader-session';
import { NGINX_E2E_DIST } from '../support/nginx-e2e-settings';

/**
 * The list's own rows, drawn by the app: the prerendered list paints rows of its own before the app has run
 * (src/early/paint-list.ts), and these tests are about the page once the app is up.
 */
const listRows = (page: Page) => page.locator('[data-index] article');
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The embedded header and footer are separate module entries: they too must load under the policy. */
async function expectEmbeddedAppsMounted(page: Page) {
  await expect(page.locator('body > #p2p-embedded-header')).not.toBeEmpty();
  await expect(page.locator('body > #p2p-embedded-footer')).not.toBeEmpty();
}

async function indexHtml(request: APIRequestContext): Promise<string> {
  const response = await request.get('/index.html');
  expect(response.status()).toBe(200);
  return response.text();
}

async function hashedEntry(request: APIRequestContext): Promise<string> {
  const match = /src="(\/assets\/index-[\w-]+\.js)"/.exec(await indexHtml(request));
  expect(match, 'index.html names its hashed entry').not.toBeNull();
  return match![1]!;
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

const EMPTY_STYLE = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * An HTML page's own style policy: a <meta> first in its <head> that allows exactly the page's
 * <style> texts and emotion's empty ones, never 'unsafe-inline'. Returns the page's <style> texts.
 */
function expectOwnStylePolicy(html: string, where: string): string[] {
  const meta = /<head>\s*<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html);
  expect(meta, `${where}: the policy is the first element of <head>`).not.toBeNull();
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, text]) => text!);
  expect([...directives(meta![1]!).keys()], where).toEqual(['style-src']);
  expect(new Set(directives(meta![1]!).get('style-src')), where).toEqual(
    new Set(["'self'", EMPTY_STYLE, ...styles.map(sha256)]),
  );
  return styles;
}

test.describe('in the browser, under the Content-Security-Policy', () => {
  test('the buy list renders advertisements from the API with no violation', async ({ page }) => {
    const violations = await recordCspViolations(page);
    const en = textsFor('en');
    await page.goto('/en/p2p/buy');
    await expect(
      page.getByRole('heading', { level: 1, name: en('ads:list.titleBuy', { asset: 'USDT', fiat: 'USD' }) }),
    ).toBeVisible();
    await expect(listRows(page).first()).toBeVisible();
    await expectEmbeddedAppsMounted(page);
    expect(violations).toEqual([]);
  });

  test('deep links in other languages render real content with no violation', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signIn(context, baseURL!);
    const violations = await recordCspViolations(page);

    const de = textsFor('de');
    await page.goto('/de/p2p/sell');
    await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
    await expect(
      page.getByRole('heading', { level: 1, name: de('ads:list.titleSell', { asset: 'USDT', fiat: 'USD' }) }),
    ).toBeVisible();
    await expect(listRows(page).first()).toBeVisible();

    // An advertisement and an order as the API knows them, opened by URL (login-only routes).
    const ads = await request.post('/api/ctc/query-adv-list', {
      data: { side: 'BUY', asset: 'USDT', fiat: 'USD', page: 1, size: 1 },
    });
    const ad = ((await ads.json()) as { data: { list: Array<{ adNo: string; advertiser: { nickname: string } }> } })
      .data.list[0]!;
    const fr = textsFor('fr');
    await page.goto(`/fr/p2p/buy/detail/${ad.adNo}`);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: fr('ad-detail:detail.titleBuy', { asset: 'USDT', name: ad.advertiser.nickname }),
      }),
    ).toBeVisible();

    const orders = await request.get('/api/ctc/query-order-list?page=1&size=1', {
      headers: { authorization: trader.authorization },
    });
    const order = (
      (await orders.json()) as { data: { list: Array<{ orderId: string; side: 'B' | 'S'; asset: string }> } }
    ).data.list[0]!;
    const ja = textsFor('ja');
    await page.goto(`/ja/p2p/order?orderId=${order.orderId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: ja(`orders:side.${order.side}`, { asset: order.asset }) }),
    ).toBeVisible();
    await expect(page.getByText(order.orderId).first()).toBeVisible();

    // An order id the API does not know still renders the page's own answer from the server.
    await page.goto('/ja/p2p/order?orderId=9999999999999999'); // well-formed (a malformed id is a fatal 404: fatal-not-found.spec)
    await expect(page.getByText(ja('orders:notFound'))).toBeVisible();
    await expectEmbeddedAppsMounted(page);
    expect(violations).toEqual([]);
  });

  test('a path outside every language gets the app 404 page with a 404 status and no violation', async ({ page }) => {
    const violations = await recordCspViolations(page);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('every design-system component, a dialog and a toast are styled with no violation', async ({ page }) => {
    // MUI styles through emotion at run time: this page renders every component in light and dark.
    const violations = await recordCspViolations(page);
    const en = textsFor('en');
    await page.goto('/en/test/style');
    await expect(page.getByRole('region', { name: 'Light' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Dark' })).toBeVisible();
    const light = page.getByRole('region', { name: 'Light' });
    // The last one opens the dialog; the others show the button styles.
    await light
      .getByRole('button', { name: en('ds:showcase.openConfirm') })
      .last()
      .click();
    await expect(page.getByRole('dialog', { name: en('ds:showcase.confirmTitle') })).toBeVisible();
    await page.getByRole('button', { name: en('ds:showcase.notPaid') }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await light.getByRole('button', { name: en('ds:showcase.showToast') }).click();
    await expect(page.getByText(en('ds:showcase.toastText'))).toBeVisible();
    // The styles did apply: a contained buy button is not the browser's default grey.
    const background = await light
      .getByRole('button', { name: en('ds:showcase.openConfirm') })
      .last()
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(background).not.toMatch(/^rgb\(2[34]\d, 2[34]\d, 2[34]\d\)$|^rgba\(0, 0, 0, 0\)$/);
    expect(violations).toEqual([]);
  });

  test("a prerendered page's own policy is enforced: style text added later is refused and reported", async ({
    page,
  }) => {
    const violations = await recordCspViolations(page);
    await page.goto('/en/p2p/buy');
    await expect(listRows(page).first()).toBeVisible();
    // The header app has replaced the header drawn in the HTML (it clears aria-busy once shown), so the bar read
    // below stays in the document.
    await expect(page.locator('#p2p-embedded-header')).not.toHaveAttribute('aria-busy');
    // The page's own CSS applied (the header's bar is white in the light theme, not the browser's transparent).
    const headerBackground = await page
      .locator('#p2p-embedded-header header')
      .evaluate((header) => getComputedStyle(header).backgroundColor);
    expect(headerBackground).toBe('rgb(255, 255, 255)');
    expect(violations).toEqual([]);
    const applied = await page.evaluate(async () => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 7px solid red }';
      document.head.append(style);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return getComputedStyle(document.body).outlineWidth;
    });
    expect(applied).not.toBe('7px');
    await expect.poll(() => violations.some((text) => text.startsWith('style-src'))).toBe(true);
  });

  test('the policy is enforced: an injected inline script does not run and is reported', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto('/en/p2p/buy');
    await expect(listRows(page).first()).toBeVisible();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.some((text) => text.startsWith('script-src'))).toBe(true);
  });
});

test.describe('response headers', () => {
  test('the security headers are on pages, assets, API answers and errors', async ({ request }) => {
    // The build's HTML pages leave styles to their own <meta> policy (their CSS is inline); every other answer,
    // the 404 page included, allows only empty <style> elements (emotion fills them through CSSOM).
    const pages = ['/en/p2p/buy', '/de', '/en/p2p/buy?fiat=EUR', '/ja/p2p/order?orderId=1', '/fr/p2p/buy/detail/AD1'];
    for (const path of [
      ...pages,
      await hashedEntry(request),
      '/api/ctc/query-currency-list',
      '/assets/missing.js',
      '/no-such-page',
    ]) {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers['content-security-policy'];
      expect(csp, `${path}: Content-Security-Policy`).toBeTruthy();
      const policy = directives(csp!);
      if (pages.includes(path)) {
        // The build's HTML pages may also run the one inline script the build writes, named by its hash.
        expect(policy.get('script-src'), path).toEqual(["'self'", await earlyScriptHash(request)]);
        expect(policy.get('style-src'), path).toEqual(["'self'", "'unsafe-inline'"]);
        expectOwnStylePolicy(await response.text(), path);
      } else {
        expect(policy.get('script-src'), path).toEqual(["'self'"]);
        expect(policy.get('style-src'), path).toEqual(["'self'", EMPTY_STYLE]);
        expect(csp, path).not.toContain('unsafe-inline');
      }
      expect(policy.get('default-src'), path).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors'), path).toEqual(["'self'"]);
      expect(policy.get('object-src'), path).toEqual(["'none'"]);
      expect(policy.get('base-uri'), path).toEqual(["'self'"]);
      expect(policy.get('form-action'), path).toEqual(["'self'"]);
      expect(csp, path).not.toMatch(/unsafe-(eval|hashes)/);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security'], path).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['server'], path).toBe('nginx');
    }
  });

  test('hashed assets are cached for a year, index.html, version.json and the embedded entries are revalidated', async ({
    request,
  }) => {
    const entry = await request.get(await hashedEntry(request));
    expect(entry.status()).toBe(200);
    expect(entry.headers()['cache-control']).toBe(IMMUTABLE);
    // Other sites import the embedded entries and their chunks as module scripts, which need CORS.
    expect(entry.headers()['access-control-allow-origin']).toBe('*');

    for (const path of [
      '/index.html',
      '/',
      '/en/p2p/buy',
      '/version.json',
      '/embedded/header.js',
      '/embedded/footer.js',
      '/embedded/transfer-widget.js',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
    }
    const version = (await (await request.get('/version.json')).json()) as { buildId?: string };
    expect(version.buildId).toBeTruthy();
  });

  test('JavaScript and HTML are gzip-compressed when the client accepts it', async ({ request }) => {
    for (const path of [await hashedEntry(request), '/embedded/header.js', '/en/p2p/buy']) {
      const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.headers()['content-encoding'], path).toBe('gzip');
      expect(response.headers()['vary'], path).toContain('Accept-Encoding');
    }
    const plain = await request.get(await hashedEntry(request), { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
  });
  test('the ad list and the currency lists come compressed; API answers that hold the session do not', async ({
    request,
  }) => {
    const gzip = { 'Accept-Encoding': 'gzip' };
    const list = { side: 'BUY', asset: 'USDT', fiat: 'USD', page: 1, size: 50 };
    const ads = await request.post('/api/ctc/query-adv-list', { data: list, headers: gzip });
    expect(ads.status()).toBe(200);
    expect(ads.headers()['content-encoding']).toBe('gzip');
    // Decoded by the client as any browser does.
    expect(((await ads.json()) as { data: { list: unknown[] } }).data.list.length).toBeGreaterThan(0);
    for (const path of ['/api/ctc/query-currency-list', '/api/ctc/query-crypto-fiat?language=en']) {
      const compressed = await request.get(path, { headers: gzip });
      expect(compressed.headers()['content-encoding'], path).toBe('gzip');
    }
    // The user's info holds the session; the ad detail is not among the public reads; nor is a group-scoped call.
    const signedIn = { ...gzip, authorization: trader.authorization, cookie: `userId=${trader.userId}` };
    for (const path of [
      '/api/a/v2/auth/user/info',
      '/api/ctc/query-advertise-detail?adNo=AD20250415000001',
      `/${trader.accountGroup}/api/t/v2/spot-balance`,
    ]) {
      const plain = await request.get(path, { headers: signedIn });
      expect(plain.status(), path).toBe(200);
      expect(plain.headers()['content-encoding'], path).toBeUndefined();
    }
  });
  test("browsers that accept brotli get the build's brotli copies, the same bytes once decoded", async ({
    request,
  }) => {
    for (const path of [await hashedEntry(request), '/embedded/header.js', '/en/p2p/buy']) {
      const brotli = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(brotli.headers()['content-encoding'], path).toBe('br');
      expect(brotli.headers()['vary'], path).toContain('Accept-Encoding');
      const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
      expect((await brotli.body()).equals(await plain.body()), path).toBe(true);
    }
  });
});

/** A page as a visitor in that theme gets it (the `theme` cookie), checked for what every page answer carries. */
async function pageInTheme(request: APIRequestContext, path: string, theme: 'light' | 'dark'): Promise<string> {
  const response = await request.get(path, theme === 'dark' ? { headers: { cookie: 'theme=dark' } } : {});
  expect(response.status(), `${path} ${theme}`).toBe(200);
  expect(response.headers()['cache-control'], path).toBe('no-cache');
  const html = await response.text();
  const script = /<script id="p2p-early">(.*?)<\/script>/s.exec(html)?.[1];
  const scriptSrc = directives(response.headers()['content-security-policy']!).get('script-src') ?? [];
  // The early script, where the page has it, runs: the header names its hash; 'unsafe-inline' never.
  if (script !== undefined) expect(scriptSrc, path).toContain(hashOf(script));
  expect(scriptSrc, path).not.toContain("'unsafe-inline'");
  return html;
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hash of the early script the list and order pages carry inline (scripts/vite-early-script.ts). */
async function earlyScriptHash(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/en/p2p/buy')).text();
  const script = /<script id="p2p-early">(.*?)<\/script>/s.exec(html)?.[1];
  expect(script, 'the list page carries the early script inline').toBeDefined();
  return hashOf(script!);
}

/** A text as React writes it into HTML. */
const escapeText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#x27;')
    .replace(/"/g, '&quot;');

/** The modulepreload links of a page (a prerendered page asks for them at low priority). */
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload"(?: fetchpriority="low")? crossorigin href="([^"]+)">/g)].map(
    (m) => m[1]!,
  );

test.describe('routing', () => {
  test('every language prefix falls back to index.html with 200', async ({ request }) => {
    const page = await indexHtml(request);
    const paths = [
      '/',
      // A language's home with a query: its prerendered page is for the bare URL (below).
      ...LANGUAGES.map((lang) => `/${lang}?ref=mail`),
      // The app rewrites these itself, so they must reach it.
      '/en-us/p2p/buy',
      '/ZH-TW/p2p/sell',
    ];
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toContain('text/html');
      expect(await response.text(), path).toBe(page);
    }
  });

  test('the ad lists get the page with their screen code and first texts preloaded, in their language', async ({
    request,
  }) => {
    const page = await indexHtml(request);
    const appPreloads = preloads(page);
    const textsByLanguage = new Set<string>();
    for (const lang of LANGUAGES) {
      // With a query: the bare URLs get their prerendered page (below).
      for (const path of [`/${lang}/p2p/buy?asset=BTC`, `/${lang}/p2p/sell/?fiat=EUR`]) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        expect(response.headers()['cache-control'], path).toBe('no-cache');
        // The same page with the list's early script first, inline (it asks for the list's data, src/early/): the
        // app's entry and its own preloads, nothing taken away.
        const early = /\s*<script id="p2p-early">.*?<\/script>/s;
        const listPage = await response.text();
        expect(listPage, path).toMatch(early);
        const html = listPage.replace(early, '');
        expect(html.replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, ''), path).toBe(
          page.replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, ''),
        );
        const extra = preloads(html).filter((file) => !appPreloads.includes(file));
        expect(
          extra.some((file) => /^\/assets\/ad-list-route-[\w-]+\.js$/.test(file)),
          path,
        ).toBe(true);
        // The language's first-screen texts, and no other language's.
        const texts = extra.filter((file) => /^\/assets\/[a-z]{2}(-[a-z]{2})?-[\w-]{8}\.js$/.test(file));
        expect(texts, path).toHaveLength(1);
        textsByLanguage.add(texts[0]!);
        for (const file of extra) expect((await request.get(file)).status(), file).toBe(200);
      }
    }
    expect(textsByLanguage.size).toBe(LANGUAGES.length);
    // List URLs the app rewrites first get the plain page.
    for (const path of ['/en-us/p2p/buy', '/EN/p2p/buy']) {
      expect(await (await request.get(path)).text(), path).toBe(page);
    }
  });

  test('the home and list pages get their prerendered HTML in their language and the theme of the cookie', async ({
    request,
  }) => {
    for (const lang of LANGUAGES) {
      const t = textsFor(lang);
      for (const [path, heading] of [
        [`/${lang}`, null],
        [`/${lang}/p2p/buy`, t('ads:list.titleBuy', { asset: 'USDT', fiat: 'USD' })],
        [`/${lang}/p2p/sell/`, t('ads:list.titleSell', { asset: 'USDT', fiat: 'USD' })],
      ] as const) {
        const drawnFor = path.replace(/\/$/, '');
        for (const theme of ['light', 'dark'] as const) {
          const html = await pageInTheme(request, path, theme);
          expect(html, `${path} ${theme}`).toContain(
            `<div id="root" data-prerendered="${drawnFor}" data-theme="${theme}">`,
          );
          if (heading) expect(html, path).toContain(`>${heading}</h1>`);
          // Search and sharing (point 3): the translated title, its language's alternates, Open Graph.
          const title = t(`ads:pageTitle.${heading ? (path.includes('/sell') ? 'sell' : 'buy') : 'home'}`, {
            asset: 'USDT',
            fiat: 'USD',
          });
          expect(html, path).toContain(`<title>${title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>`);
          expect(html, path).toContain(`<link rel="canonical" href="${drawnFor}" />`);
          expect(html.match(/<link rel="alternate" hreflang="/g), path).toHaveLength(LANGUAGES.length + 1);
          expect(html, path).toContain('<meta property="og:title"');
          // The list's screen code is still preloaded.
          if (heading)
            expect(
              preloads(html).some((file) => /^\/assets\/ad-list-route-[\w-]+\.js$/.test(file)),
              path,
            ).toBe(true);
          // The drawn page's CSS is in it, no stylesheet to wait for, and its policy allows exactly that CSS.
          expect(html, path).toMatch(/<style data-emotion-rules>[^<]+<\/style>/);
          expect(html, path).not.toContain('<link rel="stylesheet"');
          expectOwnStylePolicy(html, `${path} ${theme}`);
        }
      }
    }
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).toContain('Disallow: /api/');
    // A cookie naming no theme is light; a cookie is never part of a path.
    const odd = await (await request.get('/en/p2p/buy', { headers: { cookie: 'theme=../../index' } })).text();
    expect(odd).toContain('data-theme="light"');
  });

  test("an order URL gets its shell with the order screen and all its language's texts preloaded", async ({
    request,
  }) => {
    const page = await indexHtml(request);
    const appPreloads = preloads(page);
    for (const path of [
      '/en/p2p/order?orderId=1',
      '/de/p2p/order/?externalOrderId=X-1',
      '/ja/p2p/order?type=buy&orderId=2',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
      const html = await response.text();
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
      const extra = preloads(html).filter((file) => !appPreloads.includes(file));
      expect(
        extra.some((file) => /^\/assets\/order-route-[\w-]+\.js$/.test(file)),
        path,
      ).toBe(true);
      const lang = path.split('/')[1]!;
      // The first-screen and the later texts of the page's language.
      expect(
        extra.filter((file) => new RegExp(`^/assets/${lang}-[\\w-]{8}\\.js$`).test(file)),
        path,
      ).toHaveLength(2);
      for (const file of extra) expect((await request.get(file)).status(), file).toBe(200);
    }
    // The internal location that picks the page is not a URL of its own.
    expect((await request.get('/internal/order-page/en')).status()).toBe(404);
  });

  test('the login-required pages get a shell of their layout in their language and theme, whatever the id or query', async ({
    request,
  }) => {
    for (const lang of LANGUAGES) {
      const t = textsFor(lang);
      for (const [path, text] of [
        [`/${lang}/p2p/order?orderId=123`, t('orders:loading')],
        [`/${lang}/p2p/order?externalOrderId=X-1&type=buy`, t('orders:loading')],
        [`/${lang}/p2p/order`, t('my-orders:title')],
        [`/${lang}/p2p/order/?status=completed&orderId=`, t('my-orders:title')],
        [`/${lang}/p2p/buy/detail/AD20250415000001`, t('ad-detail:detail.loading')],
        [`/${lang}/p2p/sell/detail/ADX1?ref=list`, t('ad-detail:detail.loading')],
      ] as const) {
        const drawn: Partial<Record<'light' | 'dark', string>> = {};
        for (const theme of ['light', 'dark'] as const) {
          const html = await pageInTheme(request, path, theme);
          // Drawn, in the page's language, but not for hydration: the app replaces it (src/main.tsx).
          expect(html, path).toContain(`>${escapeText(text)}<`);
          expect(html, path).toContain('<div id="root"><');
          expect(html, path).not.toContain('data-prerendered');
          expect(html, path).toMatch(/<style data-emotion-rules>[^<]+<\/style>/);
          expectOwnStylePolicy(html, `${path} ${theme}`);
          expect(html, path).toContain('<meta name="robots" content="noindex" />');
          // The CSP refuses style attributes in HTML.
          expect(html.slice(html.indexOf('<body')), path).not.toContain(' style="');
          drawn[theme] = html;
        }
        // Each theme its own drawing (its own style rules).
        expect(drawn.dark, path).not.toBe(drawn.light);
      }
    }
  });

  test('missing build files are real 404s, never the page', async ({ request }) => {
    const page = await indexHtml(request);
    for (const path of [
      '/assets/missing.js',
      '/assets/index-00000000.css',
      '/embedded/missing.js',
      '/mockServiceWorker.js',
      '/mock-api-worker.js',
      // nginx's own part of the build (its pages' inline script hashes), which p2p.conf includes.
      '/.nginx/csp-scripts.conf',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).not.toBe(page);
      expect(response.headers()['cache-control'], path).not.toBe(IMMUTABLE);
    }
  });

  test('API paths, group-scoped ones included, reach the API and never the page', async ({ request }) => {
    const list = await request.get('/api/ctc/query-currency-list');
    expect(list.status()).toBe(200);
    expect(list.headers()['content-type']).toContain('application/json');
    expect(list.headers()['x-powered-by']).toBeUndefined();
    // Group-scoped calls are prefixed with /{accountGroup}.
    const balance = await request.get(`/${trader.accountGroup}/api/t/v2/spot-balance`, {
      headers: { authorization: trader.authorization },
    });
    expect(balance.status()).toBe(200);
    expect(((await balance.json()) as { code: number }).code).toBe(0);
  });
});

test('the production server block (deploy/nginx/p2p.conf) passes nginx -t', () => {
  // .ci/run installs openssl with nginx: it makes the throwaway certificate.
  const dir = mkdtempSync(join(tmpdir(), 'p2p-nginx-t-'));
  try {
    const cert = join(dir, 'cert.pem');
    const key = join(dir, 'key.pem');
    const made = spawnSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=p2p.example.com',
      '-keyout',
      key,
      '-out',
      cert,
    ]);
    expect(made.status, made.stderr.toString()).toBe(0);
    // Only the certificates and the build's folder change: they name files of the production machine.
    const server = readFileSync('deploy/nginx/p2p.conf', 'utf8')
      .replace(/ssl_certificate \S+;/, `ssl_certificate ${cert};`)
      .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`)
      .replaceAll('/srv/p2p/dist', resolve(NGINX_E2E_DIST));
    symlinkSync(join(process.cwd(), 'deploy/nginx'), join(dir, 'p2p'));
    writeFileSync(join(dir, 'p2p-under-test.conf'), server);
    writeFileSync(
      join(dir, 'nginx.conf'),
      [
        // Debian's stock nginx.conf loads the brotli module from modules-enabled; this one names it.
        'load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;',
        `pid ${dir}/nginx.pid;`,
        'events {}',
        'http {',
        '    include /etc/nginx/mime.types;',
        // Where a production nginx would write (/var/lib/nginx, /var/log/nginx) may not be writable here.
        `    client_body_temp_path ${dir}/client_body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
        '    access_log off;',
        '    include p2p-under-test.conf;',
        '}',
      ].join('\n'),
    );
    const checked = spawnSync(process.env.NGINX_BIN ?? '/usr/sbin/nginx', [
      '-t',
      '-p',
      `${dir}/`,
      '-c',
      join(dir, 'nginx.conf'),
      '-e',
      'stderr',
    ]);
    expect(checked.status, checked.stderr.toString()).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
