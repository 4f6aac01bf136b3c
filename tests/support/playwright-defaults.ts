import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/bench/chromium';

/**
 * One browser by default: on the 2-core machines CI runs on, the suite is CPU-bound in Chromium, and two browsers
 * side by side took as long as one (measured: 17 tests of fatal-not-found, embedded and gates-and-orders in 113 s
 * with one worker, 118 s with two; the whole suite 27 min either way) while every test got slower and closer to
 * its timeouts. On a bigger machine E2E_WORKERS=n runs n: each test has its own browser context, and the browser
 * mocks keep their trades in that context's sessionStorage and cookies, so tests share nothing and run test by
 * test across the workers (fullyParallel).
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 1);

/**
 * What every browser-test configuration shares (playwright.config.ts, playwright.nginx.config.ts): Debian's
 * Chromium (DEVELOPERS.md: Playwright never downloads a browser here), no retries, a trace kept for each failure,
 * the JSON report CI counts when it asks for one.
 */
export function browserTestDefaults(port: number, { parallel = true } = {}): PlaywrightTestConfig {
  return {
    timeout: 60_000,
    expect: { timeout: 10_000 },
    fullyParallel: parallel,
    workers: parallel ? WORKERS : 1,
    retries: 0,
    reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
    use: {
      baseURL: `http://127.0.0.1:${port}`,
      trace: 'retain-on-failure',
      launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    },
    projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  };
}
