import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

// Writes <page>-<lang>.html next to index.html for the pages people open first: the same page plus
// modulepreload links for that screen's code and its language's texts. nginx answers those URLs with it
// (deploy/nginx/p2p-site.conf), so the files download together with the app's own code instead of after it
// has started and matched the route, a round trip and the whole start-up sooner. Other pages get index.html and
// load only what they need.

export interface PreloadedPage {
  /** File name prefix: `<name>-<lang>.html`. */
  name: string;
  /** The screen's route module. */
  screen: RegExp;
  /** Modules the start-up imports on this page only (its data's prefetch), preloaded with the screen. */
  startup?: RegExp;
  /** The language chunks the screen renders with, by module id (scripts/vite-locale-bundles.ts). */
  texts: RegExp;
}

export const PRELOADED_PAGES: readonly PreloadedPage[] = [
  // The ad list, the P2P landing page: a first-screen path, rendered with the first-screen texts only.
  {
    name: 'list',
    screen: /\/src\/features\/ads\/ad-list-route\.tsx$/,
    texts: /virtual:locale-bundle\/first\/([a-z-]+)$/,
  },
  // One order (a URL with its id): every namespace, the first-screen bundle and the later one.
  {
    name: 'order',
    screen: /\/src\/features\/orders\/order-route\.tsx$/,
    startup: /\/src\/features\/orders\/prefetch-order\.ts$/,
    texts: /virtual:locale-bundle\/(?:first|later)\/([a-z-]+)$/,
  },
];

function isChunk(file: OutputBundle[string] | undefined): file is OutputChunk {
  return file?.type === 'chunk';
}

/** What staticClosure needs of an output file (Rolldown's chunks and assets have it). */
interface BundleFile {
  type: 'chunk' | 'asset';
  imports?: readonly string[];
}

/**
 * A chunk and every chunk it imports statically, transitively, each after the chunks it imports: the order
 * the browser evaluates them in (scripts/vite-boot-after-paint.ts stages by it; the preload links follow it).
 */
function staticClosure(bundle: Readonly<Record<string, BundleFile | undefined>>, start: string): Set<string> {
  const seen = new Set<string>();
  const order = new Set<string>();
  const visit = (fileName: string) => {
    const file = bundle[fileName];
    if (seen.has(fileName) || file?.type !== 'chunk') return;
    seen.add(fileName);
    file.imports?.forEach(visit);
    order.add(fileName);
  };
  visit(start);
  return order;
}

/**
 * One page's HTML per language: `index.html` with the extra modulepreload links before </head>.
 * `shellEntries` names entry chunks every first screen shows besides the screen (the embedded header): the
 * layout imports them while it renders, so without a link their files, and the requests they make, started
 * in the middle of the first screen's render, two round trips behind the rest.
 */
export function preloadedPagesHtml(
  bundle: OutputBundle,
  indexHtml: string,
  base: string,
  page: PreloadedPage,
  shellEntries: readonly string[] = [],
): Map<string, string> {
  const chunks = Object.values(bundle).filter(isChunk);
  const app = chunks.find((chunk) => chunk.isEntry && chunk.name === 'index');
  const screen = chunks.find((chunk) => chunk.facadeModuleId && page.screen.test(chunk.facadeModuleId));
  const pages = new Map<string, string>();
  if (!app || !screen) return pages;
  const loadedByApp = staticClosure(bundle, app.fileName);
  const shell = chunks.filter((chunk) => chunk.isEntry && shellEntries.includes(chunk.name));
  const startup = chunks.filter(
    (chunk) => page.startup && chunk.facadeModuleId && page.startup.test(chunk.facadeModuleId),
  );
  const screenFiles = new Set(
    [screen, ...startup, ...shell]
      .flatMap((start) => [...staticClosure(bundle, start.fileName)])
      .filter((file) => !loadedByApp.has(file)),
  );
  const textsByLanguage = new Map<string, string[]>();
  for (const chunk of chunks) {
    const lang = chunk.facadeModuleId?.match(page.texts)?.[1];
    if (lang) textsByLanguage.set(lang, [...(textsByLanguage.get(lang) ?? []), chunk.fileName]);
  }
  for (const [lang, texts] of textsByLanguage) {
    const links = [...screenFiles, ...texts]
      .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`)
      .join('\n    ');
    pages.set(lang, indexHtml.replace(/[ \t]*<\/head>/, `    ${links}\n  </head>`));
  }
  return pages;
}

export interface PagePreloadOptions {
  pages?: readonly PreloadedPage[];
  /** Entry chunk names preloaded on every page (see preloadedPagesHtml). */
  shellEntries?: readonly string[];
}

export function pagePreloadPlugin({ pages = PRELOADED_PAGES, shellEntries = [] }: PagePreloadOptions = {}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'p2p-page-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const outDir = options.dir ?? resolve(config.root, config.build.outDir);
      for (const page of pages) {
        for (const [lang, html] of preloadedPagesHtml(bundle, String(index.source), config.base, page, shellEntries)) {
          writeFileSync(join(outDir, `${page.name}-${lang}.html`), html);
        }
      }
    },
  };
}

/** What stagesOf needs of a Rolldown output file. */
interface ChunkInfo extends BundleFile {
  fileName: string;
  isEntry?: boolean;
  name?: string;
  code?: string;
}

/**
 * The entry's large static imports, dependencies first: the prerendered pages' boot module evaluates each in a task
 * of its own before the entry (scripts/vite-boot-after-paint.ts), so no single long task holds up the list's
 * start-up (npm run bench:main-thread shows the tasks).
 */
export function stagesOf(bundle: Readonly<Record<string, ChunkInfo>>, minBytes = 20_000): string[] {
  const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry && file.name === 'index');
  if (!entry) return [];
  // Named relative to the boot module, which is written beside the entry (assets/).
  return [...staticClosure(bundle, entry.fileName)]
    .filter((fileName) => fileName !== entry.fileName && (bundle[fileName]?.code?.length ?? 0) >= minBytes)
    .map((fileName) => fileName.slice(fileName.lastIndexOf('/') + 1));
}
