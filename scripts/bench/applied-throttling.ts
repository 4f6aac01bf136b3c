import type { Browser, BrowserContext, Page } from '@playwright/test';
import { KEPT_PAGES_CACHE, keptPageKey } from '../../src/early/kept-pages';
import { launchChromium, MOBILE_CONTEXT } from './chromium';

// What a trader on a slow phone waits for, measured in the browser instead of simulated: Chromium's own network
// emulation with the numbers Lighthouse uses for applied ("devtools") throttling of its mobile preset and a real
// 4x CPU slowdown, each load in a fresh context (cold cache), or after a first visit in it (a repeat visit).
// Lighthouse's simulation (lighthouse.ts) estimates the paints from an unthrottled trace and counts every download
// that ended before a paint as one it waited for; this run shows what is painted when, and when the first prices
// are on screen, which no Lighthouse figure covers. Neither model gives HTTP/2 priorities their effect.
const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

// Plain JavaScript (see simulate-order-page.ts): paints and the page's first figure (its `shown` selector), in the
// page's own clock. The selector is set before the page's own scripts run.
const WATCH_SCRIPT = `
(() => {
  const m = (window.__applied = {});
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') m.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) m.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver((_records, observer) => {
    if (document.querySelector(window.__appliedShown)) {
      m.shown = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
})();
`;

/** Runs in the page: whether the site's worker keeps one of these keys (the page's, in each theme). */
async function keptByTheWorker({ cacheName, keys }: { cacheName: string; keys: string[] }): Promise<boolean> {
  const kept = (await (await caches.open(cacheName)).keys()).some((key) => keys.includes(key.url));
  // The registration can show a moment after the worker's first work; the next navigation needs it.
  return kept && Boolean((await navigator.serviceWorker.getRegistration())?.active);
}

/** Polled from here: waitForFunction would take the predicate's promise itself for a true answer. */
async function waitUntilKept(page: Page, timeoutMs = 30_000): Promise<void> {
  const url = new URL(page.url());
  const keys = (['light', 'dark'] as const).flatMap((theme) => keptPageKey(url, theme) ?? []);
  if (!keys.length) throw new Error(`${page.url()} is not a page the site's worker keeps`);
  const until = Date.now() + timeoutMs;
  while (!(await page.evaluate(keptByTheWorker, { cacheName: KEPT_PAGES_CACHE, keys }))) {
    if (Date.now() > until) throw new Error(`the site's worker did not keep ${page.url()} within ${timeoutMs} ms`);
    await page.waitForTimeout(200);
  }
}

/** A page to load: its URL, the selector of the figure it is waited for by, and the cookies it is loaded with. */
export interface AppliedPage {
  url: string;
  /** 'main article' for a list's first row; the order step's title for the pay instruction. */
  shown: string;
  cookies?: Parameters<BrowserContext['addCookies']>[0];
  /** A repeat visit: the page is loaded once in the same context first, so its files are in the HTTP cache. */
  repeat?: boolean;
}

export interface AppliedLoad {
  fcpMs: number;
  lcpMs: number;
  /** When the page's `shown` element was first in the document. */
  shownMs: number;
}

/**
 * `loads` cold loads of each page, taken in turn (page A, page B, A, B…) so that a machine that slows down for a
 * while slows every page alike; the median of each figure by page, and every load.
 */
export async function measureAppliedLoad<Name extends string>(
  pages: Record<Name, AppliedPage>,
  loads = 5,
): Promise<Record<Name, { median: AppliedLoad; loads: AppliedLoad[] }>> {
  const browser = await launchChromium();
  const names = Object.keys(pages) as Name[];
  const all = Object.fromEntries(names.map((name) => [name, [] as AppliedLoad[]])) as Record<Name, AppliedLoad[]>;
  try {
    for (let i = 0; i < loads; i += 1) for (const name of names) all[name].push(await loadOnce(browser, pages[name]));
  } finally {
    await browser.close();
  }
  const median = (of: AppliedLoad[], pick: (l: AppliedLoad) => number) =>
    [...of].map(pick).sort((a, b) => a - b)[Math.floor(of.length / 2)]!;
  return Object.fromEntries(
    names.map((name) => [
      name,
      {
        median: {
          fcpMs: median(all[name], (l) => l.fcpMs),
          lcpMs: median(all[name], (l) => l.lcpMs),
          shownMs: median(all[name], (l) => l.shownMs),
        },
        loads: all[name],
      },
    ]),
  ) as Record<Name, { median: AppliedLoad; loads: AppliedLoad[] }>;
}

async function loadOnce(
  browser: Browser,
  { url, shown, cookies = [], repeat = false }: AppliedPage,
): Promise<AppliedLoad> {
  const context = await browser.newContext(MOBILE_CONTEXT);
  try {
    if (cookies.length) await context.addCookies(cookies);
    const page = await context.newPage();
    await page.addInitScript({ content: `window.__appliedShown = ${JSON.stringify(shown)};${WATCH_SCRIPT}` });
    if (repeat) {
      // The first visit, unthrottled, until every file it loads is in and the site's worker has kept the page
      // (docs/architecture.md, "Kept pages"); then away, as a trader leaves the site.
      await page.goto(url, { waitUntil: 'networkidle' });
      await waitUntilKept(page);
      await page.goto('about:blank');
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window as unknown as { __applied: Record<string, number> }).__applied.shown,
      null,
      { timeout: 60_000, polling: 100 },
    );
    // The figure's own paint may still be the largest: let it be reported.
    await page.waitForTimeout(500);
    const m = await page.evaluate(() => (window as unknown as { __applied: Record<string, number> }).__applied);
    return { fcpMs: m.fcp ?? NaN, lcpMs: m.lcp ?? NaN, shownMs: m.shown ?? NaN };
  } finally {
    await context.close();
  }
}
