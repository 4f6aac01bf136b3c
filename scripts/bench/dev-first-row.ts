// npm run bench:dev — how soon the ad list's first row appears on the dev server (`npm run dev`, vite --mode mock).
// Starts the server, loads the list once on it (cold: Vite transforms every module as the browser asks for it),
// then N more times in fresh browser contexts (warm: the server has every module ready, the browser none), and
// prints each load's time from navigation start to the first row, its requests and its JS modules.
// It prints figures and checks none.
//   --runs=N         warm loads (default 5)
//   --port=P         port of the server it starts (default: a free one)
//   --fresh          empty the server's dependency cache first, so the cold load also waits for the prebundling
//   --cold-after=S   wait S seconds after the server answers before the cold load (a developer opening the page later)
//   DEV_URL=…        measure a dev server already running there instead of starting one
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Request } from '@playwright/test';
import { launchChromium } from './chromium';

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(option('runs') ?? 5);
const COLD_PATH = '/en/p2p/buy?mockUser=trader&mockReset=1';
const WARM_PATH = '/en/p2p/buy';
const ROW_TIMEOUT_MS = 120_000;

// Plain JavaScript run before the page's own: when the first row is in the DOM with a box, as epoch time, so that a
// reload in between (Vite's optimizer does one when it finds a new dependency) still counts from the first start.
const WATCH_SCRIPT = `
(() => {
  const seen = () => {
    const row = document.querySelector('article, [role="article"]');
    return !!row && row.getClientRects().length > 0 && getComputedStyle(row).visibility !== 'hidden';
  };
  new MutationObserver((_m, observer) => {
    if (window.__firstRowAt === undefined && seen()) {
      window.__firstRowAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });
})();
`;

interface Load {
  firstRowMs: number;
  requests: number;
  modules: number;
  /** The modules by where they come from: prebundled dependencies, generated API code, the rest of the sources. */
  deps: number;
  generated: number;
  sources: number;
  /** Documents the page loaded: more than one means it was reloaded on the way. */
  navigations: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * `vite --mode mock` through Vite's API, the same server the CLI starts, but with a cache folder of its own:
 * node_modules/.vite may be shared with other checkouts' dev servers, whose prebundled dependencies it would replace.
 */
function startDevServer(port: number, fresh: boolean): { child: ChildProcess; stop: () => Promise<void> } {
  const cacheDir = join(
    tmpdir(),
    'p2p-dev-first-row',
    createHash('sha1').update(process.cwd()).digest('hex').slice(0, 12),
  );
  if (fresh) rmSync(cacheDir, { recursive: true, force: true });
  const code = `
    const { createServer } = await import('vite');
    const server = await createServer({
      mode: 'mock',
      cacheDir: ${JSON.stringify(cacheDir)},
      server: { port: ${port}, strictPort: true, host: '127.0.0.1' },
    });
    await server.listen();
  `;
  // A process group of its own, so that stopping it stops whatever it started.
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const kill = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  // Also when the benchmark fails or is interrupted: no server outlives it.
  process.on('exit', kill);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => process.exit(signal === 'SIGINT' ? 130 : 143));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      kill();
    });
  return { child, stop };
}

function kindOf(request: Request): keyof Pick<Load, 'deps' | 'generated' | 'sources'> {
  const path = new URL(request.url()).pathname;
  if (path.includes('/node_modules/') || path.includes('/deps/')) return 'deps';
  if (path.includes('/generated/')) return 'generated';
  return 'sources';
}

async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_SCRIPT);
    const counts: Load = { firstRowMs: 0, requests: 0, modules: 0, deps: 0, generated: 0, sources: 0, navigations: 0 };
    let counting = true;
    page.on('request', (request) => {
      if (!counting) return;
      counts.requests += 1;
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) counts.navigations += 1;
      if (request.resourceType() !== 'script') return;
      counts.modules += 1;
      counts[kindOf(request)] += 1;
    });
    const start = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.getByRole('article').first().waitFor({ state: 'visible', timeout: ROW_TIMEOUT_MS });
    counting = false;
    const at = await page.evaluate(
      () => (window as unknown as { __firstRowAt?: number }).__firstRowAt ?? performance.timeOrigin + performance.now(),
    );
    counts.firstRowMs = Math.round(at - start);
    return counts;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
};

const describe = (l: Load) =>
  `first row ${String(l.firstRowMs).padStart(5)} ms  requests ${String(l.requests).padStart(3)}  ` +
  `JS modules ${String(l.modules).padStart(3)} (deps ${l.deps}, generated ${l.generated}, other sources ${l.sources})` +
  (l.navigations > 1 ? `  reloaded ${l.navigations - 1}x` : '');

const spread = (name: string, values: number[], unit: string) =>
  `${name} ${median(values)}${unit} (min ${Math.min(...values)}, max ${Math.max(...values)})`;

async function main() {
  let server: ReturnType<typeof startDevServer> | undefined;
  let base = process.env.DEV_URL?.replace(/\/$/, '');
  if (!base) {
    const port = Number(option('port') ?? (await freePort()));
    base = `http://127.0.0.1:${port}`;
    const started = Date.now();
    server = startDevServer(port, args.includes('--fresh'));
    await waitFor(`${base}/en`);
    console.log(`dev server ${base} answered after ${Date.now() - started} ms`);
    await new Promise((r) => setTimeout(r, Number(option('cold-after') ?? 0) * 1000));
  }
  const browser = await launchChromium();
  try {
    const cold = await load(browser, `${base}${COLD_PATH}`);
    console.log(`cold      ${describe(cold)}`);
    const warm: Load[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      warm.push(await load(browser, `${base}${WARM_PATH}`));
      console.log(`warm ${i + 1}/${RUNS}  ${describe(warm[i]!)}`);
    }
    console.log('');
    console.log(`cold: first row ${cold.firstRowMs} ms, ${cold.requests} requests, ${cold.modules} JS modules`);
    console.log(
      `warm (median of ${RUNS}): ${spread(
        'first row',
        warm.map((l) => l.firstRowMs),
        ' ms',
      )}, ` +
        `${spread(
          'requests',
          warm.map((l) => l.requests),
          '',
        )}, ` +
        `${spread(
          'JS modules',
          warm.map((l) => l.modules),
          '',
        )}`,
    );
  } finally {
    await browser.close();
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
