import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/bench/chromium';

/**
 * What every browser-test configuration shares (playwright.config.ts, playwright.nginx.config.ts): Debian's
 * Chromium (DEVELOPERS.md: Playwright never downloads a browser here), one worker, no retries, a trace kept
 * for each failure, the JSON report CI counts when it asks for one.
 */
export function browserTestDefaults(port: number): PlaywrightTestConfig {
  return {
    timeout: 60_000,
    expect: { timeout: 10_000 },
    fullyParallel: false,
    workers: 1,
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
