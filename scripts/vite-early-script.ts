import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { ResolvedConfig } from 'vite';

// The pages' early scripts (src/early/): classic scripts, no imports. The list and order pages carry the first one
// inline, first in their <head>, so their data is asked for before the app's modules have arrived; the prerendered
// lists load the second (their early rows' painter) as a file, with `async`. Built here from the same modules as
// the app (the client, the list's request, the row's words), so there is one implementation of each rule, bundled
// twice.

export interface EarlyScript {
  /** As a file, under assets/, content-hashed like Vite's own files: nginx serves assets/ as immutable. */
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
  name: string,
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
  return { fileName: `${name}-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`, source };
}

/** The CSP source that allows the early script inline: its hash, which nginx's policy of the pages names. */
export function earlyScriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * The page with the early script inline, first in its <head>: it sends the page's data as soon as the HTML is
 * parsed, without another round trip for a file. nginx allows it by its hash (earlyScriptHash, nginxScriptHashes).
 */
export function withEarlyScript(html: string, source: string): string {
  if (!/<head>/.test(html)) throw new Error('an HTML page without <head> cannot start its early requests');
  // Inline, these would end the script or open an HTML comment in it.
  if (/<\/script|<!--/i.test(source)) throw new Error('the early script holds text that cannot be inline');
  return html.replace(/<head>\n?/, (head) => `${head}    <script id="p2p-early">${source}</script>\n`);
}

/** The painter of a prerendered list's first rows, right after the early script: it needs that script's answer. */
export function withEarlyPainter(html: string, src: string): string {
  const early = /<script id="p2p-early">.*?<\/script>\n/s;
  if (!early.test(html)) throw new Error("the early rows' painter needs the page's early script before it");
  return html.replace(early, (script) => `${script}    <script async fetchpriority="high" src="${src}"></script>\n`);
}

/**
 * nginx's variable of the inline scripts the pages may run, included by the server (deploy/nginx/p2p.conf) from
 * the build it serves, so the policy and the pages change together.
 */
export function nginxScriptHashes(hashes: readonly string[]): string {
  return [
    '# Written by the build (scripts/vite-early-script.ts): the inline scripts of its HTML pages, by hash.',
    `set $p2p_page_script_hashes "${hashes.join(' ')}";`,
    '',
  ].join('\n');
}
