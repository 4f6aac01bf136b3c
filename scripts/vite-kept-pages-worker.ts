import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import type { buildEarlyScript } from './vite-early-script.ts';

interface KeptPagesWorkerOptions {
  /** The worker's module (src/early/kept-pages-worker.ts). */
  entry: string;
  /** Its address on the site, at the root so that its scope is the whole site (src/early/kept-pages.ts). */
  url: string;
  client: { app: string; early: string };
  build: typeof buildEarlyScript;
}

// The site's service worker (docs/architecture.md, "Kept pages"), a classic script under a name that never changes:
// a browser updates a worker it has when the bytes at the same address change. Not in mock builds, whose mock
// worker holds the same scope.
export function keptPagesWorkerPlugin({ entry, url, client, build }: KeptPagesWorkerOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'p2p-kept-pages-worker',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(options) {
      const outDir = options.dir ?? resolve(config.root, config.build.outDir);
      const worker = await build(config, entry, client, 'kept-pages-worker');
      writeFileSync(join(outDir, url.replace(/^\//, '')), worker.source);
    },
  };
}
