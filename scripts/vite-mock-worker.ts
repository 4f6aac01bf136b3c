import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * MSW's service worker, written into public/ by `msw init` (npm run generate), and the worker mock mode registers,
 * which loads it for the API calls only (public/mock-api-worker.js).
 */
const MOCK_WORKER_FILES = ['mockServiceWorker.js', 'mock-api-worker.js'];

/**
 * Vite copies public/ into every build, MSW's workers included; they belong to mock mode (`--mode mock`, Playwright's
 * build) and nothing else registers them. A build without mocks takes them out again before the build is compressed,
 * so a production build holds no mock file (scripts/check-dist.ts). nginx refuses the path too.
 */
export function mockWorkerOnlyInMockMode(mockMode: boolean): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'p2p-mock-worker-only-in-mock-mode',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // public/ is copied when the bundle starts rendering; p2p-precompress writes the .br/.gz copies at closeBundle.
    writeBundle() {
      if (mockMode) return;
      for (const file of MOCK_WORKER_FILES) rmSync(resolve(config.root, config.build.outDir, file), { force: true });
    },
  };
}

/**
 * On the dev server in mock mode the page also names the mocks' entry in its HTML, so that the browser fetches
 * their modules beside the app's instead of after them; src/main.tsx still decides when the worker starts.
 */
export function mockModulesBesideTheAppInDev(mockMode: boolean): Plugin {
  return {
    name: 'p2p-mock-modules-beside-the-app-in-dev',
    apply: 'serve',
    transformIndexHtml: () =>
      mockMode ? [{ tag: 'script', attrs: { type: 'module', src: '/mocks/browser.ts' }, injectTo: 'body' }] : [],
  };
}
