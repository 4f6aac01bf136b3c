import type { CDPSession, Page } from '@playwright/test';

// Drives an open order page through simulated minutes (Playwright's clock) and records what it does: the API
// requests it sends, identical requests in flight at once, live timers, JS heap and DOM size. Shared by the
// benchmark (npm run bench, production build + HTTP mocks) and the long-run browser test (tests/e2e).

// Plain JavaScript on purpose: a TypeScript function handed to addInitScript is serialised after whatever the
// runner's transpiler added to it (tsx adds helpers the page does not have).
const INSTRUMENT_SCRIPT = `
(() => {
  let hidden = false;
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
  Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  window.__setHidden = (value) => {
    hidden = value;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  // Live timers: timeouts not yet fired or cleared, intervals not cleared.
  const live = new Set();
  const st = window.setTimeout, ct = window.clearTimeout, si = window.setInterval, ci = window.clearInterval;
  window.setTimeout = (handler, ms, ...args) => {
    const id = st((...a) => {
      live.delete(id);
      if (typeof handler === 'function') handler(...a);
    }, ms, ...args);
    live.add(id);
    return id;
  };
  window.clearTimeout = (id) => { live.delete(id); ct(id); };
  window.setInterval = (handler, ms, ...args) => {
    const id = si(handler, ms, ...args);
    live.add(id);
    return id;
  };
  window.clearInterval = (id) => { live.delete(id); ci(id); };
  window.__liveTimers = () => live.size;
})();
`;

/** Call before the page loads: fake clock, a switchable tab visibility and a count of live timers. */
export async function instrumentOrderPage(page: Page): Promise<void> {
  await page.clock.install();
  await page.addInitScript({ content: INSTRUMENT_SCRIPT });
}

export interface RequestLog {
  total: number;
  byPath: Record<string, number>;
  /** Requests sent while an identical one (method, URL, body) was still in flight. */
  duplicatesInFlight: number;
}

/** Records the page's API requests from now until `stop()`. */
export function recordApiRequests(page: Page): { stop: () => RequestLog } {
  const log: RequestLog = { total: 0, byPath: {}, duplicatesInFlight: 0 };
  const inFlight = new Map<string, number>();
  const keyOf = (r: import('@playwright/test').Request) => `${r.method()} ${r.url()} ${r.postData() ?? ''}`;
  const onRequest = (r: import('@playwright/test').Request) => {
    const url = new URL(r.url());
    if (!url.pathname.includes('/api/')) return;
    const key = keyOf(r);
    if ((inFlight.get(key) ?? 0) > 0) log.duplicatesInFlight += 1;
    inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
    log.total += 1;
    const path = url.pathname.replace(/^\/\d+\//, '/');
    log.byPath[path] = (log.byPath[path] ?? 0) + 1;
  };
  const onDone = (r: import('@playwright/test').Request) => {
    const key = keyOf(r);
    if (inFlight.has(key)) inFlight.set(key, Math.max(0, (inFlight.get(key) ?? 1) - 1));
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  return {
    stop: () => {
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
      return log;
    },
  };
}

export const setTabHidden = (page: Page, hidden: boolean) =>
  page.evaluate((h) => (window as unknown as { __setHidden: (v: boolean) => void }).__setHidden(h), hidden);

/** The order page's poll interval: one poll per step of the clock. */
const STEP_MS = 3_000;

/**
 * Advances the page's clock minute by minute in steps of one poll interval, giving the network a moment of real
 * time after each step; steps of one second would cost many more round trips to the browser, and the countdown
 * still ticks every second inside a step.
 */
export async function runMinutes(
  page: Page,
  minutes: number,
  onMinute?: (minute: number) => Promise<void>,
): Promise<void> {
  for (let minute = 1; minute <= minutes; minute += 1) {
    for (let elapsed = 0; elapsed < 60_000; elapsed += STEP_MS) {
      await page.clock.runFor(STEP_MS);
      await page.waitForTimeout(30);
    }
    await onMinute?.(minute);
  }
}

export interface PageSample {
  liveTimers: number;
  heapBytes: number;
  domNodes: number;
}

/** Timers, heap after a full garbage collection, and DOM nodes. */
export async function samplePage(page: Page, cdp: CDPSession): Promise<PageSample> {
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const { liveTimers, domNodes } = await page.evaluate(() => ({
    liveTimers: (window as unknown as { __liveTimers: () => number }).__liveTimers(),
    domNodes: document.getElementsByTagName('*').length,
  }));
  return { liveTimers, heapBytes: heap.usedSize, domNodes };
}
