import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { textsFor } from '../tests/e2e/support/locale-text';
import { launchChromium } from './bench/chromium';

// `npm run screenshots`: the trader's screens at 360×740 and 1280×800, in en, de, ru, th and ja, in the
// light and the dark theme, written to docs/screenshots/<lang>-<theme>-<screen>-<width>.png. It builds the app on
// the browser mocks and serves it (or uses SCREENSHOTS_URL, e.g. a running `npm run dev`), then walks one buy
// from the list to a completed order per language and theme, photographing each state at both sizes.
// Options: --lang=en,de  --theme=dark  --only=list,order-paying (screen names below).

const OUT = 'docs/screenshots';
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 4460);
const SIZES = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
] as const;

function option(name: string): string[] | undefined {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg?.slice(name.length + 3).split(',');
}

const LANGS = option('lang') ?? ['en', 'de', 'ru', 'th', 'ja'];
const THEMES = option('theme') ?? ['light', 'dark'];
const ONLY = option('only');

async function serve(): Promise<{ url: string; stop: () => void }> {
  if (process.env.SCREENSHOTS_URL) return { url: process.env.SCREENSHOTS_URL, stop: () => undefined };
  // SCREENSHOTS_DIST / SCREENSHOTS_PORT let two runs share a machine.
  const dist = process.env.SCREENSHOTS_DIST ?? 'dist-screenshots';
  execFileSync('npx', ['vite', 'build', '--mode', 'mock', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
    stdio: 'inherit',
  });
  const server = spawn('npx', ['vite', 'preview', '--outDir', dist, '--port', String(PORT), '--strictPort'], {
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${PORT}`;
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(`${url}/en`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    stop: () => {
      try {
        process.kill(-server.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

/** Waits for loading states and animations to end, so the picture shows the settled screen. */
async function settle(page: Page) {
  await page
    .waitForFunction(
      () => document.querySelectorAll('.MuiSkeleton-root, [role="progressbar"]').length === 0,
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  // Parts that arrive after the first screen (the list's market price and favourites) are in the picture.
  await page.waitForTimeout(1_200);
}

async function shoot(page: Page, lang: string, theme: string, screen: string) {
  if (ONLY && !ONLY.includes(screen)) return;
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await settle(page);
    await page.screenshot({ path: join(OUT, `${lang}-${theme}-${screen}-${size.width}.png`) });
  }
  await page.setViewportSize(SIZES[0]);
}

async function walk(browser: Browser, url: string, lang: string, theme: string) {
  const context = await browser.newContext({ baseURL: url, viewport: SIZES[0], locale: lang });
  await context.addCookies([{ name: 'theme', value: theme, url }]);
  const page = await context.newPage();
  const visit = async (path: string) => {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  };

  await visit(`/${lang}?mockReset=1`);
  await shoot(page, lang, theme, 'home');
  await visit(`/${lang}/no-such-page`);
  await shoot(page, lang, theme, '404');
  await visit(`/${lang}/p2p/buy?scenario=restricted-region`);
  await shoot(page, lang, theme, 'restricted');
  await visit(`/${lang}/p2p/buy?scenario=default&mockUser=trader`);
  await shoot(page, lang, theme, 'list');
  await visit(`/${lang}/p2p/sell`);
  await shoot(page, lang, theme, 'list-sell');

  // One buy, from the list to a completed order.
  const FLOW = ['detail', 'buy-form', 'order-paying', 'order-waiting', 'order-completed', 'my-orders'];
  if (ONLY && !ONLY.some((screen) => FLOW.includes(screen))) return context.close();
  const t = textsFor(lang);
  await visit(`/${lang}/p2p/buy`);
  // The row's button opens the ad's page with the form open: the form first, then the page
  // behind it (Escape), then the page's own button for the rest of the buy.
  await page.getByRole('article').first().getByRole('button').last().click();
  await page.waitForURL(/\/detail\//);
  const dialog = page.getByRole('dialog', { name: t('ad-detail:form.buyTitle', { asset: 'USDT' }) });
  // The form itself, not the stand-in with the same title that shows while the dialog's code loads.
  const form = dialog.getByRole('textbox').first();
  await form.waitFor();
  await shoot(page, lang, theme, 'buy-form');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await shoot(page, lang, theme, 'detail');
  await page
    .getByRole('main')
    .getByRole('button', { name: t('ad-detail:detail.buyAction', { asset: 'USDT' }), exact: true })
    .click();
  await form.waitFor();
  const min = await page.evaluate(
    async (adNo) => {
      const response = await fetch(`/api/ctc/query-advertise-detail?adNo=${adNo}`, {
        headers: { Accept: 'application/json' },
      });
      return ((await response.json()) as { data: { minLimit: string } }).data.minLimit;
    },
    /detail\/(AD\d+)/.exec(page.url())![1]!,
  );
  await dialog.getByRole('textbox').first().fill(min);
  const method = dialog.getByRole('combobox');
  if ((await method.count()) > 0 && (await method.first().innerText()).trim() === '') {
    await method.first().click();
    await page.getByRole('option').first().click();
  }
  await dialog.getByRole('button').last().click();
  await page.waitForURL(/\/order\?orderId=/);
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  await shoot(page, lang, theme, 'order-paying');
  await page.getByRole('button', { name: t('orders:action.paid') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('common:orderPrompt.paid'), exact: true })
    .click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  await shoot(page, lang, theme, 'order-waiting');
  // The simulated seller releases a few seconds after PAID (mocks/config.ts counterpartyDelayMs).
  await page.waitForTimeout(8_000);
  await shoot(page, lang, theme, 'order-completed');

  await visit(`/${lang}/p2p/order`);
  await shoot(page, lang, theme, 'my-orders');
  await context.close();
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const server = await serve();
  const browser = await launchChromium();
  try {
    for (const lang of LANGS) {
      for (const theme of THEMES) {
        await walk(browser, server.url, lang, theme);
        console.log(`${lang} ${theme}: done`);
      }
    }
  } finally {
    await browser.close();
    server.stop();
  }
  console.log(`screenshots in ${OUT}/`);
}

await main();
