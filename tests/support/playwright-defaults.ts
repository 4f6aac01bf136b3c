import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/bench/chromium';

/**
 * Two browsers by default, one per core of the 2-core machines CI runs on (E2E_WORKERS=n overrides): the long
 * flows gain, as their waits overlap, and a third browser only competes for the same cores. Each test is slower
 * beside another, so timeouts are set for a busy machine. Each test has its own browser context, and the browser
 * mocks keep their trades in that context's sessionStorage and cookies, so tests share nothing and run test by test
 * across the workers (fullyParallel).
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/**
 * What every browser-test configuration shares (playwright.config.ts, playwright.nginx.config.ts): Debian's
 * Chromium (Playwright never downloads a browser here), no retries unless E2E_RETRIES asks (CI allows one and
 * names every test that needed it), a screenshot of each failure (a trace on request), the JSON report CI counts
 * when it asks for one.
 */
export function browserTestDefaults(port: number, { parallel = true } = {}): PlaywrightTestConfig {
  return {
    timeout: 60_000,
    // 15 s for what a screen shows: beside another browser on 2 cores, an order page reloaded under load can be
    // slow to show its chat. A passing check returns as soon as it holds.
    expect: { timeout: 15_000 },
    fullyParallel: parallel,
    workers: parallel ? WORKERS : 1,
    retries: Number(process.env.E2E_RETRIES ?? 0),
    reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
    use: {
      baseURL: `http://127.0.0.1:${port}`,
      // No trace by default (E2E_TRACE=retain-on-failure, or --trace, records one): recording it for every test
      // (DOM snapshots and a screencast, kept only on failure) slows the suite a lot on these 2-core machines. A
      // failure still leaves its error, its step and a screenshot of the page.
      trace: (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ?? 'off',
      screenshot: 'only-on-failure',
      launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    },
    projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  };
}
