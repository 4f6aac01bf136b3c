import { defineConfig } from '@playwright/test';
import {
  NGINX_E2E_API_PORT as API_PORT,
  NGINX_E2E_DIST as DIST,
  NGINX_E2E_PORT as PORT,
} from './tests/support/nginx-e2e-settings';
import { browserTestDefaults } from './tests/support/playwright-defaults';

// The production build (no mocks in the page) served by nginx with the shipped deploy/nginx config, the API
// answered by the HTTP mock server behind it: headers, caching, compression, fallbacks and the CSP as users
// get them. Run: npx playwright test -c playwright.nginx.config.ts (needs Debian's nginx: apt-get install nginx).
// NGINX_E2E_PORT / NGINX_E2E_API_PORT / NGINX_E2E_DIST let runs share a machine. NGINX_E2E_PREBUILT=1 serves
// NGINX_E2E_DIST as it is: CI hands it the `npm run build` output it has just built and measured, instead of
// building the same production bundle a second time.
const BUILD = process.env.NGINX_E2E_PREBUILT === '1' ? '' : `npx vite build --outDir ${DIST} --emptyOutDir && `;

export default defineConfig({
  // One worker: the tests share the HTTP mock server's state.
  ...browserTestDefaults(PORT, { parallel: false }),
  testDir: './tests/e2e-nginx',
  outputDir: process.env.E2E_OUTPUT ?? 'test-results/nginx',
  webServer: [
    {
      command: `npx tsx scripts/mock-server.ts --port ${API_PORT} --files-base-url http://127.0.0.1:${PORT}`,
      url: `http://127.0.0.1:${API_PORT}/api/ctc/query-currency-list`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // A plain production build, as `npm run build` makes it (the type check is the build's other half).
      command: `${BUILD}npx tsx scripts/nginx/serve.ts --root ${DIST} --port ${PORT} --api-port ${API_PORT}`,
      url: `http://127.0.0.1:${PORT}/en`,
      reuseExistingServer: false,
      timeout: 180_000,
      // SIGTERM lets the script stop nginx and remove its temp folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
