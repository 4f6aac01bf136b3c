// npm run bench:bundle — what /en/p2p/buy loads before it is interactive, against its budgets.
// Builds nothing itself: run after `npm run build` (npm run bench does both; CI runs this part). Exits 1 over budget.
import { gzipSync } from 'node:zlib';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findDevCode } from '../lib/dev-code-in-dist';
import { launchChromium } from './chromium';
import { serveBuild } from './serve';

const KB = 1024;
// 244.9 KB since the app registers the site's service worker, and the early scripts apart; every step of the budget
// is explained in docs/performance.md, "Bundle budget".
export const BUDGET = {
  firstLoadJsGzip: 244.9 * KB,
  earlyScriptGzip: 4.5 * KB,
  earlyPainterGzip: 18 * KB,
  languageGzip: 15 * KB,
};
/**
 * The list's early scripts (scripts/vite-early-script.ts), budgeted apart from the app's modules: the one inline in
 * the page, which sends the first requests, and the file that paints the first rows.
 */
const EARLY_INLINE = 'early script (inline in the page)';
const EARLY_PAINTER = /^early-rows-[0-9a-f]+\.js$/;
const isEarly = (file: string) => file === EARLY_INLINE || EARLY_PAINTER.test(file);
const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;

interface Asset {
  file: string;
  raw: number;
  gzip: number;
}

/** Hashed chunks by file name ('index-abc.js'), the embedded apps' stable entries by path ('embedded/header.js'). */
function distAssets(): Asset[] {
  const read = (dir: string, prefix: string) =>
    readdirSync(join('dist', dir))
      .filter((f) => /\.(js|css)$/.test(f))
      .map((f) => {
        const buf = readFileSync(join('dist', dir, f));
        return { file: `${prefix}${f}`, raw: buf.length, gzip: gz(buf) };
      });
  return [...read('assets', ''), ...read('embedded', 'embedded/')];
}

/** The early script as the prerendered list carries it, inline. */
function inlineEarlyScript(): Asset | null {
  const html = readFileSync(join('dist', 'prerendered', 'en', 'buy-light.html'), 'utf8');
  const source = /<script id="p2p-early">(.*?)<\/script>/s.exec(html)?.[1];
  if (source === undefined) return null;
  const buf = Buffer.from(source, 'utf8');
  return { file: EARLY_INLINE, raw: buf.length, gzip: gz(buf) };
}

/** The floor page's JavaScript (scripts/bench/floor, all of it loaded at once), gzip as above. */
export function floorJsGzip(): number {
  const dir = join('dist', 'floor', 'assets');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gz(readFileSync(join(dir, f))), 0);
}

/**
 * The scripts /en/p2p/buy requests until it is interactive: its first rows on screen with the filters live.
 * What an idle callback fetches afterwards (the currency picker's search popup, other routes' code) is listed
 * apart: it is not on the path to the first interaction.
 */
async function firstLoad(url: string): Promise<{ critical: string[]; afterIdle: string[] }> {
  const browser = await launchChromium();
  const page = await browser.newPage();
  // When the first row is inserted, timed in the page: Playwright notices it a little later, and what the app
  // defers until its first screen is up must not be counted just because it started in that gap.
  await page.addInitScript({
    content: `new MutationObserver((_m, observer) => {
      if (document.querySelector('article')) { window.__firstRowAt = performance.now(); observer.disconnect(); }
    }).observe(document, { childList: true, subtree: true });`,
  });
  await page.goto(`${url}/en/p2p/buy`);
  await page.getByRole('article').first().waitFor();
  await page.waitForLoadState('networkidle');
  const { critical, all } = await page.evaluate(() => {
    const firstRowAt = (window as unknown as { __firstRowAt: number }).__firstRowAt;
    // No named helpers in here: tsx would wrap them in a __name() call the page does not have.
    const assets = performance
      .getEntriesByType('resource')
      .map((entry) => ({
        file: new URL(entry.name).pathname.replace(/^\/(assets\/)?/, ''),
        path: new URL(entry.name).pathname,
        startTime: entry.startTime,
      }))
      .filter((a) => /^\/(assets|embedded)\/.+\.(js|css)$/.test(a.path));
    return {
      critical: assets.filter((a) => a.startTime < firstRowAt).map((a) => a.file),
      all: assets.map((a) => a.file),
    };
  });
  await browser.close();
  const firstRequested = [...new Set(critical)];
  return { critical: firstRequested, afterIdle: [...new Set(all)].filter((f) => !firstRequested.includes(f)) };
}

export async function measureBundle() {
  const assets = distAssets();
  const served = await serveBuild();
  try {
    const { critical: loaded, afterIdle } = await firstLoad(served.url);
    const byName = new Map(assets.map((a) => [a.file, a]));
    const inline = inlineEarlyScript();
    const loadedFiles = loaded.map((f) => byName.get(f)).filter((a): a is Asset => Boolean(a));
    const first = inline ? [inline, ...loadedFiles] : loadedFiles;
    const js = first.filter((a) => a.file === EARLY_INLINE || a.file.endsWith('.js'));
    const app = js.filter((a) => !isEarly(a.file));
    const css = first.filter((a) => a.file.endsWith('.css'));
    const sum = (list: Asset[], k: 'raw' | 'gzip') => list.reduce((n, a) => n + a[k], 0);
    const lazy = assets
      .filter((a) => a.file.endsWith('.js') && !loaded.includes(a.file))
      .sort((a, b) => b.gzip - a.gzip);
    const languages = assets.filter((a) =>
      /^(en|fr|ru|tr|es|pt|de|it|id|ms|hi|ja|ko|vi|th|zh-cn|zh-tw)-[\w-]+\.js$/.test(a.file),
    );
    const otherLanguagesLoaded = loaded.filter((f) =>
      /^(fr|ru|tr|es|pt|de|it|id|ms|hi|ja|ko|vi|th|zh-cn|zh-tw)-/.test(f),
    );
    // Any mock or dev-only file or module anywhere in dist/, loaded or not (as npm run check:dist looks).
    const mocksInBundle = findDevCode('dist').map(({ file, what }) => `${file} (${what})`);
    return {
      firstLoad: {
        jsRaw: sum(js, 'raw'),
        jsGzip: sum(js, 'gzip'),
        /** The app's own modules, without the early scripts. */
        appJsGzip: sum(app, 'gzip'),
        earlyScriptGzip: inline?.gzip ?? 0,
        earlyPainterGzip: sum(
          js.filter((a) => EARLY_PAINTER.test(a.file)),
          'gzip',
        ),
        cssRaw: sum(css, 'raw'),
        cssGzip: sum(css, 'gzip'),
        files: first,
      },
      afterIdle: afterIdle.map((f) => byName.get(f)).filter((a): a is Asset => Boolean(a)),
      largestLazyChunk: lazy[0] ?? null,
      languages,
      otherLanguagesLoaded,
      mocksInBundle,
    };
  } finally {
    served.stop();
  }
}

export function bundleVerdicts(result: Awaited<ReturnType<typeof measureBundle>>): string[] {
  const problems: string[] = [];
  if (result.firstLoad.appJsGzip > BUDGET.firstLoadJsGzip)
    problems.push(`first-load JS (the app's) ${kb(result.firstLoad.appJsGzip)} gzip > ${kb(BUDGET.firstLoadJsGzip)}`);
  if (result.firstLoad.earlyScriptGzip > BUDGET.earlyScriptGzip)
    problems.push(`early script ${kb(result.firstLoad.earlyScriptGzip)} gzip > ${kb(BUDGET.earlyScriptGzip)}`);
  if (result.firstLoad.earlyPainterGzip > BUDGET.earlyPainterGzip)
    problems.push(`early rows' painter ${kb(result.firstLoad.earlyPainterGzip)} gzip > ${kb(BUDGET.earlyPainterGzip)}`);
  for (const l of result.languages)
    if (l.gzip > BUDGET.languageGzip)
      problems.push(`language chunk ${l.file} ${kb(l.gzip)} gzip > ${kb(BUDGET.languageGzip)}`);
  if (result.otherLanguagesLoaded.length)
    problems.push(`first load fetched other languages: ${result.otherLanguagesLoaded.join(', ')}`);
  if (result.mocksInBundle.length)
    problems.push(`mock or dev-only code in the production build: ${result.mocksInBundle.join(', ')}`);
  return problems;
}

export function printBundle(result: Awaited<ReturnType<typeof measureBundle>>): void {
  console.log('\n/en/p2p/buy first load (before interactive)');
  console.table(result.firstLoad.files.map((a) => ({ file: a.file, raw: kb(a.raw), gzip: kb(a.gzip) })));
  console.log(`JS  ${kb(result.firstLoad.jsRaw)} raw, ${kb(result.firstLoad.jsGzip)} gzip, of which`);
  console.log(`    the app's ${kb(result.firstLoad.appJsGzip)} gzip (budget ${kb(BUDGET.firstLoadJsGzip)})`);
  console.log(
    `    the early script ${kb(result.firstLoad.earlyScriptGzip)} gzip (budget ${kb(BUDGET.earlyScriptGzip)}), inline`,
  );
  console.log(
    `    the early rows' painter ${kb(result.firstLoad.earlyPainterGzip)} gzip (budget ${kb(BUDGET.earlyPainterGzip)})`,
  );
  console.log(`CSS ${kb(result.firstLoad.cssRaw)} raw, ${kb(result.firstLoad.cssGzip)} gzip`);
  const idleGzip = result.afterIdle.reduce((n, a) => n + a.gzip, 0);
  console.log(
    `fetched after the first interaction is possible (idle prefetch): ${result.afterIdle.length} files, ${kb(idleGzip)} gzip`,
  );
  if (result.largestLazyChunk)
    console.log(
      `largest lazy chunk: ${result.largestLazyChunk.file} ${kb(result.largestLazyChunk.raw)} raw, ${kb(result.largestLazyChunk.gzip)} gzip`,
    );
  console.table(result.languages.map((a) => ({ language: a.file, raw: kb(a.raw), gzip: kb(a.gzip) })));
}

if (process.argv[1]?.endsWith('bundle-size.ts')) {
  const result = await measureBundle();
  printBundle(result);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/bundle.json', JSON.stringify(result, null, 2));
  const problems = bundleVerdicts(result);
  for (const p of problems) console.log(`OVER BUDGET: ${p}`);
  console.log(problems.length ? 'bundle budget: FAIL' : 'bundle budget: PASS');
  process.exit(problems.length ? 1 : 0);
}
