import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { ResolvedConfig } from 'vite';

// The page's early script (src/early/): one classic script, no imports, that the list and order pages load from their <head>
// with `async`, so it runs as soon as it arrives, before the app's modules. Built here from the same modules as the
// app (the client, the list's request), so there is one implementation of each rule, bundled twice.

export interface EarlyScript {
  /** Under assets/, content-hashed like Vite's own files: nginx serves assets/ as immutable. */
  fileName: string;
  source: string;
}

/**
 * `entry` bundled as one classic script, with `client.early` in place of `client.app` wherever the code imports it:
 * the generated calls then send early through the same interceptors, without the app's answer handling.
 */
export async function buildEarlyScript(
  config: ResolvedConfig,
  entry: string,
  client: { app: string; early: string },
): Promise<EarlyScript> {
  const app = resolve(config.root, client.app);
  const early = resolve(config.root, client.early);
  // Imported here: Vite is ESM only, and jest reads the prerender plugin's rules.
  const { build } = await import('vite');
  const result = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    resolve: { alias: config.resolve.alias },
    plugins: [
      {
        name: 'p2p-early-client',
        enforce: 'pre',
        async resolveId(source, importer) {
          const resolved = await this.resolve(source, importer, { skipSelf: true });
          return resolved?.id === app ? early : null;
        },
      },
    ],
    // Library builds leave process.env.NODE_ENV to the page, which has none: the app's build decides it.
    define: {
      ...config.define,
      'process.env.NODE_ENV': JSON.stringify(config.isProduction ? 'production' : 'development'),
    },
    build: {
      write: false,
      copyPublicDir: false,
      emptyOutDir: false,
      minify: true,
      target: config.build.target,
      lib: { entry, formats: ['iife'], name: 'p2pEarly', fileName: () => 'early.js' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs
    .flatMap((output) => ('output' in output ? output.output : []))
    .find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error(`the early script (${entry}) built no chunk`);
  const source = chunk.code;
  return { fileName: `early-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`, source };
}

/** The page with the early script first in its <head>: it is small, and the sooner it runs the sooner data comes. */
export function withEarlyScript(html: string, src: string): string {
  if (!/<head>/.test(html)) throw new Error('an HTML page without <head> cannot start its early requests');
  return html.replace(/<head>\n?/, (head) => `${head}    <script async src="${src}"></script>\n`);
}
