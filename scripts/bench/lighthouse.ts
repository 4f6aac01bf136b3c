import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, launchChromium } from './chromium';

// Lighthouse's npm CLI (run through npx, pinned: not a project dependency, it is only a measuring tool) on
// Debian's Chromium with its default mobile emulation and simulated throttling. The browser is started here
// with a debugging port; Playwright connects only to set the session cookies and leaves before Lighthouse
// attaches (a browser Playwright launched holds new targets for itself and Lighthouse's navigation times out).
const LIGHTHOUSE = 'lighthouse@12.8.2';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failing: string[];
}

type Cookie = { name: string; value: string; url: string };

async function waitForDevtools(port: number): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Chromium did not open its debugging port ${port}`);
}

async function runOnce(url: string, cookies: Cookie[], port: number): Promise<LighthouseRun> {
  const profile = mkdtempSync(join(tmpdir(), 'p2p-lh-'));
  // The pages come from the production server over HTTPS (serveProduction) with a throwaway self-signed
  // certificate for 127.0.0.1, which this browser accepts.
  const browser = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_FLAGS,
      '--ignore-certificate-errors',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    await waitForDevtools(port);
    if (cookies.length) {
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      await cdp.contexts()[0]!.addCookies(cookies);
      await cdp.close();
    }
    const out = join(profile, 'report.json');
    const result = spawnSync(
      'npx',
      [
        '-y',
        LIGHTHOUSE,
        url,
        `--port=${port}`,
        '--disable-storage-reset',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility,best-practices',
        '--quiet',
      ],
      { encoding: 'utf8', timeout: 240_000 },
    );
    if (result.status !== 0)
      throw new Error(`lighthouse failed (${result.status ?? result.signal}): ${result.stderr.slice(-2000)}`);
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      categories: Record<string, { score: number; auditRefs: Array<{ id: string; weight: number }> }>;
      audits: Record<string, { numericValue?: number; score: number | null }>;
    };
    const failing = Object.values(report.categories)
      .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0))
      .map((r) => r.id)
      .filter((id) => report.audits[id]?.score !== null && (report.audits[id]?.score ?? 1) < 0.9);
    return {
      performance: report.categories.performance!.score,
      accessibility: report.categories.accessibility!.score,
      bestPractices: report.categories['best-practices']!.score,
      fcpMs: report.audits['first-contentful-paint']!.numericValue!,
      lcpMs: report.audits['largest-contentful-paint']!.numericValue!,
      tbtMs: report.audits['total-blocking-time']!.numericValue!,
      cls: report.audits['cumulative-layout-shift']!.numericValue!,
      failing: [...new Set(failing)],
    };
  } finally {
    browser.kill();
    await new Promise((r) => setTimeout(r, 300));
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * Opens the page once in a throwaway browser before the measured runs. The mock server stands in for a backend
 * that is already running: without this, its first answers (each handler compiled on first use) ran on the
 * same two cores as the measured page, and the first run paid for them. Each measured run still starts with a
 * cold browser profile, so nothing of the page itself is cached.
 */
async function warmUp(url: string, cookies: Cookie[]): Promise<void> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    if (cookies.length) await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto(url, { timeout: 60_000 });
    // A page that keeps polling may never be idle; its start-up calls are done well within this.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  } finally {
    await browser.close();
  }
}

const byScore = (runs: LighthouseRun[]) =>
  [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;

/**
 * The median of `runs` runs by performance score (a cold profile each time) of each page, with every run kept; the
 * pages' runs taken in turn (A, B, A, B…), so a slower spell of the machine hits all.
 */
export async function lighthouseInTurn<Name extends string>(
  pages: Record<Name, { url: string; cookies: Cookie[] }>,
  runs = 3,
): Promise<Record<Name, { median: LighthouseRun; runs: LighthouseRun[] }>> {
  const names = Object.keys(pages) as Name[];
  for (const name of names) await warmUp(pages[name].url, pages[name].cookies);
  const all = Object.fromEntries(names.map((name) => [name, [] as LighthouseRun[]])) as Record<Name, LighthouseRun[]>;
  for (let i = 0; i < runs; i += 1)
    for (const [j, name] of names.entries())
      all[name].push(await runOnce(pages[name].url, pages[name].cookies, 9333 + i * names.length + j));
  return Object.fromEntries(names.map((name) => [name, { median: byScore(all[name]), runs: all[name] }])) as Record<
    Name,
    { median: LighthouseRun; runs: LighthouseRun[] }
  >;
}
