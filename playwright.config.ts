import { defineConfig, devices } from '@playwright/test';
import { browserTestDefaults } from './tests/support/playwright-defaults';

// Real browser tests drive Debian's Chromium; Playwright never downloads a browser here.
// E2E_PORT / E2E_DIST let several runs share a machine without clashing on the port or the build folder.
const PORT = Number(process.env.E2E_PORT ?? 4317);
const DEV_PORT = PORT + 13;
const DIST = process.env.E2E_DIST ?? 'dist-e2e';
// E2E_PREBUILT=1 serves E2E_DIST as it is: CI builds it beside the production build.
const BUILD = process.env.E2E_PREBUILT === '1' ? '' : `npx vite build --mode mock --outDir ${DIST} --emptyOutDir && `;
const defaults = browserTestDefaults(PORT);

export default defineConfig({
  ...defaults,
  testDir: './tests/e2e',
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  projects: [
    ...defaults.projects!,
    // The README's first command, `npm run dev`: StrictMode runs every effect twice there and modules arrive one
    // by one, so the buy walk runs against it too (the first visit compiles what it asks for).
    {
      name: 'dev',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${DEV_PORT}` },
      testMatch: 'complete-trade.spec.ts',
      grep: /a complete buy through the screens in en$/,
      timeout: 120_000,
    },
  ],
  webServer: [
    {
      // A production build that still runs on the MSW worker, served as users would get it.
      command: `${BUILD}npx vite preview --outDir ${DIST} --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}/en`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: `npx vite --mode mock --port ${DEV_PORT} --strictPort`,
      url: `http://127.0.0.1:${DEV_PORT}/en`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
