import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/bench/chromium';

/**
 * Parallel browsers: two by default, one per core of the 2-core machines CI runs on (E2E_WORKERS overrides). Each
 * test has its own browser context, and the browser mocks keep their trades in that context's sessionStorage and
 * cookies, so tests share nothing and run test by test across the workers (fullyParallel): the long files (a11y,
 * chaos) spread over both instead of holding one worker (issue 19 point 6).
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

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
