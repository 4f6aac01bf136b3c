import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { textsFor } from './locale-text';

// Helpers of the chaos suite. The browser mocks read the scenario and the forced chaos kinds from
// cookies on every request (mocks/browser.ts, mocks/scenarios/chaos.ts), so a test switches them at any moment.

const CHAOS_KINDS = ['http-500', 'timeout', 'malformed-json', 'wrong-types', 'forced-logout', 'offline'] as const;
export type ChaosKind = (typeof CHAOS_KINDS)[number];
/** Every kind after which the user is still signed in. */
export const STAY_SIGNED_IN_KINDS = CHAOS_KINDS.filter((kind) => kind !== 'forced-logout');

/** A chaos "timeout" waits this long before the network error (configureMocks({ chaosTimeoutMs })). */
export const CHAOS_TIMEOUT_MS = 1500;

/** `off`: the stateful mocks; `mix`: the seeded mix of normal answers and every kind; else these kinds always. */
export async function chaos(page: Page, mode: 'off' | 'mix' | readonly ChaosKind[]): Promise<void> {
  const url = new URL(page.url()).origin;
  // The kinds are set before the scenario, in the same call, and cleared only after it: a request the page makes in
  // between (a poll) must never meet the chaos scenario without its kinds, which draws from the run's mix, forced
  // logout included (a malformed-json test once ended on the sign-in page).
  if (Array.isArray(mode)) {
    await page.context().addCookies([
      { name: 'mockChaos', value: mode.join(','), url },
      { name: 'mockScenario', value: 'chaos', url },
    ]);
    return;
  }
  await page.context().addCookies([{ name: 'mockScenario', value: mode === 'off' ? 'default' : 'chaos', url }]);
  await page.context().clearCookies({ name: 'mockChaos' });
}

/** Signs in as the verified trader on fresh mock data, with the chaos knobs of this run (replayable by seed). */
export async function signIn(page: Page, { seed, lang = 'en' }: { seed: number; lang?: string }): Promise<void> {
  await page.goto(
    `/${lang}/p2p/sell?asset=BTC&fiat=EUR&mockUser=trader&mockReset=1&scenario=default&chaos=mix&chaosSeed=${seed}&chaosTimeoutMs=${CHAOS_TIMEOUT_MS}`,
  );
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

export interface Prepared {
  orderId: string;
  buyAd: string;
  sellAd: string;
}

/** One buy order and the first advertisement of each side, made through the mocks as the app would. */
export async function prepareTrade(page: Page): Promise<Prepared> {
  const prepared = await page.evaluate(async () => {
    const post = async (url: string, body: unknown) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { data: never }).data;
    };
    type Page = { list: Array<{ adNo: string; minLimit: string; payMethods: Array<{ code: string }> }> };
    const buy = (await post('/api/ctc/query-adv-list', { side: 'BUY', asset: 'USDT', fiat: 'USD', size: 5 })) as Page;
    const sell = (await post('/api/ctc/query-adv-list', {
      side: 'SELL',
      asset: 'USDT',
      fiat: 'USD',
      payMethod: 'BANK_TRANSFER',
      size: 5,
    })) as Page;
    const ad = buy.list[0]!;
    const order = (await post('/api/ctc/create-order', {
      adNo: ad.adNo,
      side: 'BUY',
      fiatAmount: ad.minLimit,
      payMethodCode: ad.payMethods[0]!.code,
      clientOrderId: crypto.randomUUID(),
    })) as { orderId: string };
    return { orderId: order.orderId, buyAd: ad.adNo, sellAd: sell.list[0]!.adNo };
  });
  // The browser mocks keep their store in sessionStorage a moment after each answer (mocks/browser.ts).
  await page.waitForFunction((id) => (sessionStorage.getItem('p2p-mock-state') ?? '').includes(id), prepared.orderId);
  return prepared;
}

// ---- what the user sees ----

type Tree = { [key: string]: string | Tree };

/** Every text of a language's locale files as whole-string patterns (placeholders match anything). */
export function localeTexts(lang: string): RegExp[] {
  const dir = join(process.cwd(), 'locales', lang);
  const texts: string[] = [];
  const walk = (node: Tree) => Object.values(node).forEach((v) => (typeof v === 'string' ? texts.push(v) : walk(v)));
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')))
    walk(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree);
  return texts.map((text) => {
    const parts = text.split(/\{\{\s*\w+[^}]*\}\}/g).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(`^${parts.join('.+')}$`, 's');
  });
}

/** What a failure must never show the user: a stack, a raw error name, JSON, undefined, NaN or [object ...]. */
const RAW =
  /\bundefined\b|\bnull\b|\bNaN\b|\[object \w+\]|\b(Type|Syntax|Reference|Range)Error\b|Unexpected (token|end)|^\s*at \S+ \(|\{\s*"|"(code|data|message)"\s*:|Failed to fetch/m;

/**
 * Every alert on the page (screen errors, dialogs, toasts) says something, line by line, that comes from the
 * language's locale files or is the server's own message for an HTTP 500 (the toast shows it).
 */
export async function expectClearMessages(page: Page, known: readonly RegExp[]): Promise<void> {
  const texts = await page.getByRole('alert').allInnerTexts();
  for (const text of texts) {
    expect(text, 'an alert with no text').not.toMatch(/^\s*$/);
    expect(text, `a raw error in an alert: ${text}`).not.toMatch(RAW);
    for (const line of text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)) {
      expect(
        known.some((pattern) => pattern.test(line)),
        `"${line}" is not a localized text`,
      ).toBe(true);
    }
  }
  const body = await page.locator('body').innerText();
  expect(body, 'raw values on the page').not.toMatch(
    /\bundefined\b|\bNaN\b|\[object \w+\]|\b(Type|Syntax|Reference)Error\b/,
  );
}

/**
 * Never blank: the site header, and in the page's main landmark a heading, a loading status or an alert (with
 * its Retry where the screen offers one).
 */
export async function expectNotBlank(page: Page): Promise<void> {
  await expect(page.getByRole('banner').first()).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toBeVisible();
  await expect(
    main
      .getByRole('heading', { level: 1 })
      .or(main.getByRole('status'))
      .or(main.getByRole('alert'))
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  expect((await main.innerText()).trim()).not.toBe('');
}

export const onLoginPage = (page: Page) => new URL(page.url()).pathname === '/login';

/** The logged-out state: the sign-in page, and the session cookies are gone. */
export async function expectLoginPrompt(page: Page, lang: string): Promise<void> {
  const t = textsFor(lang);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('heading', { level: 1, name: t('shell:devLogin.title') })).toBeVisible();
  await expect(page.getByRole('button', { name: t.pattern('shell:devLogin.users.trader') })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'userId')?.value ?? '').toBe('');
}

/**
 * A page that goes blank fails the run: CI must fail on a blank page under chaos. Every document of
 * the test samples #root (the app; the header and footer mount beside it) every 100 ms. Once the app has shown
 * something, a blank longer than a moment is recorded; a document that never shows anything gets the boot's
 * allowance. Records go to sessionStorage, which survives reloads and forced logouts.
 */
export async function watchForBlankPages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const KEY = 'e2e-blank-pages';
    const BOOT_MS = 15_000;
    const BLANK_MS = 3_000;
    let shown = false;
    let blankSince = Date.now();
    let reported = false;
    setInterval(() => {
      const root = document.getElementById('root');
      const blank = !root || (root.innerText ?? '').trim() === '';
      if (!blank) {
        shown = true;
        blankSince = Date.now();
        reported = false;
        return;
      }
      if (!reported && Date.now() - blankSince > (shown ? BLANK_MS : BOOT_MS)) {
        reported = true;
        const seen = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as string[];
        sessionStorage.setItem(KEY, JSON.stringify([...seen, location.pathname + location.search]));
      }
    }, 100);
  });
}

/**
 * The records of watchForBlankPages. The chaos can still act after a test's last check (a forced logout from a
 * late request takes the page to /login): a read that the navigation interrupts is made again in the new document,
 * which has the same sessionStorage, so the interruption does not fail the test.
 */
export async function blankPagesSeen(page: Page): Promise<string[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-blank-pages') ?? '[]') as string[]);
    } catch (error) {
      if (attempt === 5 || !/Execution context was destroyed/.test(String(error))) throw error;
      await page.waitForLoadState('domcontentloaded');
    }
  }
}
