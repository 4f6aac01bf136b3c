import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/bench/chromium';

/**
 * Two browsers by default, one per core of the 2-core machines CI runs on (E2E_WORKERS=n overrides). Measured on
 * the whole suite in fresh-clone CI runs: 27.2 min with two, 33.3 min with one; a short, light sample (17 tests)
 * showed no gain (113 s vs 118 s), so the gain comes from the long flows, whose waits overlap. Each test is
 * slower beside another, so timeouts are set for a busy machine. Three browsers were no better: 15 flow tests took
 * 331 s with two, 311 s with three, the CPUs busy 99% of the time in both (vmstat), within the machine's noise. Each test has its own browser context, and the
 * browser mocks keep their trades in that context's sessionStorage and cookies, so tests share nothing and run
 * test by test across the workers (fullyParallel).
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/**
 * What every browser-test configuration shares (playwright.config.ts, playwright.nginx.config.ts): Debian's
 * Chromium (DEVELOPERS.md: Playwright never downloads a browser here), no retries, a screenshot of each failure (a
 * trace on request), the JSON report CI counts when it asks for one.
 */
export function browserTestDefaults(port: number, { parallel = true } = {}): PlaywrightTestConfig {
  return {
    timeout: 60_000,
    // 15 s for what a screen shows: beside another browser on 2 cores, an order page reloaded under load once
    // took more than 10 s to show its chat (stop 24's CI). A passing check returns as soon as it holds.
    expect: { timeout: 15_000 },
    fullyParallel: parallel,
    workers: parallel ? WORKERS : 1,
    retries: 0,
    reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
    use: {
      baseURL: `http://127.0.0.1:${port}`,
      // No trace by default (E2E_TRACE=retain-on-failure, or --trace, records one): recording it for every test
      // (DOM snapshots and a screencast, kept only on failure) took about half of the suite's time on these
      // 2-core machines (10 tests, measured off/on/off/on/off under the same load: 64, 103, 47, 116 s; without its
      // screenshots 87 s). A failure still leaves its error, its step and a screenshot of the page.
      trace: (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ?? 'off',
      screenshot: 'only-on-failure',
      launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    },
    projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  };
}
