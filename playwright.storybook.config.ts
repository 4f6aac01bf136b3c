import { defineConfig } from '@playwright/test';
import { browserTestDefaults } from './tests/support/playwright-defaults';

// Every story of the built Storybook (npm run build-storybook) scanned by axe in Debian's Chromium, colour contrast
// included, in the light and the dark theme (tests/storybook-browser). The build is served as it is, by a small
// static server; nothing is built here. Run: npm run test:stories:browser.
// STORIES_PORT / STORIES_DIST let runs share a machine or scan another build folder.
const PORT = Number(process.env.STORIES_PORT ?? 4331);
const DIST = process.env.STORIES_DIST ?? 'storybook-static';

export default defineConfig({
  ...browserTestDefaults(PORT),
  testDir: './tests/storybook-browser',
  outputDir: process.env.E2E_OUTPUT ?? 'test-results/storybook',
  webServer: {
    command: `npx tsx tests/storybook-browser/serve-static.ts --root ${DIST} --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
