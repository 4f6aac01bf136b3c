import { defineConfig } from '@playwright/test';
import { browserTestDefaults } from './tests/support/playwright-defaults';

// Real browser tests drive Debian's Chromium; Playwright never downloads a browser here.
// E2E_PORT / E2E_DIST let several runs share a machine without clashing on the port or the build folder.
const PORT = Number(process.env.E2E_PORT ?? 4317);
const DIST = process.env.E2E_DIST ?? 'dist-e2e';
// E2E_PREBUILT=1 serves E2E_DIST as it is: CI builds it beside the production build, which is faster than one
// after the other.
const BUILD = process.env.E2E_PREBUILT === '1' ? '' : `npx vite build --mode mock --outDir ${DIST} --emptyOutDir && `;

export default defineConfig({
  ...browserTestDefaults(PORT),
  testDir: './tests/e2e',
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  webServer: {
    // A production build that still runs on the MSW worker, served as users would get it.
    command: `${BUILD}npx vite preview --outDir ${DIST} --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/en`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
