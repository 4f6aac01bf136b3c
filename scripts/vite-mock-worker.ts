import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** MSW's service worker, written into public/ by `msw init` (npm run generate). */
const MOCK_WORKER_FILE = 'mockServiceWorker.js';

/**
 * Vite copies public/ into every build, MSW's worker included; it belongs to mock mode (`--mode mock`, Playwright's
 * build) and nothing else registers it. A build without mocks takes it out again before the build is compressed,
 * so a production build holds no mock file (issue 19 point 8; scripts/check-dist.ts). nginx refuses the path too.
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
      if (!mockMode) rmSync(resolve(config.root, config.build.outDir, MOCK_WORKER_FILE), { force: true });
    },
  };
}
