import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

// Writes list-<lang>.html next to index.html: the same page plus modulepreload links for the ad list's screen
// code and the language's first-screen texts. nginx answers /{lang}/p2p/buy and /sell with it
// (deploy/nginx/p2p-site.conf), so those files download together with the app's own code instead of after
// it has started and found the route (issue 7: the list is the P2P landing page; its first rows waited for
// one more round trip and the app's start-up). Other pages get index.html and load only what they need.

const LIST_SCREEN = /\/src\/features\/ads\/ad-list-route\.tsx$/;
const FIRST_SCREEN_TEXTS = /\/src\/shared\/i18n\/bundles\/([a-z-]+)\.ts$/;

function isChunk(file: OutputBundle[string] | undefined): file is OutputChunk {
  return file?.type === 'chunk';
}

/** A chunk and every chunk it imports statically, transitively. */
function staticClosure(bundle: OutputBundle, start: OutputChunk): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || !isChunk(chunk)) return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  visit(start.fileName);
  return seen;
}

/** The list pages' HTML for each language: `index.html` with the extra modulepreload links before </head>. */
export function listPagesHtml(bundle: OutputBundle, indexHtml: string, base: string): Map<string, string> {
  const chunks = Object.values(bundle).filter(isChunk);
  const app = chunks.find((chunk) => chunk.isEntry && chunk.name === 'index');
  const list = chunks.find((chunk) => chunk.facadeModuleId && LIST_SCREEN.test(chunk.facadeModuleId));
  const pages = new Map<string, string>();
  if (!app || !list) return pages;
  const loadedByApp = staticClosure(bundle, app);
  const screenFiles = [...staticClosure(bundle, list)].filter((file) => !loadedByApp.has(file));
  for (const chunk of chunks) {
    const lang = chunk.facadeModuleId?.match(FIRST_SCREEN_TEXTS)?.[1];
    if (!lang) continue;
    const links = [...screenFiles, chunk.fileName].map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`).join('\n    ');
    pages.set(lang, indexHtml.replace(/[ \t]*<\/head>/, `    ${links}\n  </head>`));
  }
  return pages;
}

export function listPreloadPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'p2p-list-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const outDir = options.dir ?? join(config.root, config.build.outDir);
      for (const [lang, html] of listPagesHtml(bundle, String(index.source), config.base)) {
        writeFileSync(join(outDir, `list-${lang}.html`), html);
      }
    },
  };
}
