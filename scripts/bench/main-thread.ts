// npm run bench:main-thread — what keeps the main thread busy while a page starts (total blocking time). Loads
// the page from the shipped nginx over HTTPS, in Debian's Chromium with the CPU really slowed 4x (Lighthouse's
// mobile factor, applied by the browser rather than simulated), records a performance trace and prints each task
// over 50 ms after the first paint, with the work inside it, and their blocking time.
// Lighthouse's TBT estimates the same from an unthrottled trace; this shows which task to cut.
//   --skip-build     measure the dist/ already there
//   --runs=N         loads per page (default 3; the table shows each run, the summary the median)
//   --page=list|order
import { spawnSync } from 'node:child_process';
import type { CDPSession } from '@playwright/test';
import { createLiveOrder, traderCookies } from './api-session';
import { launchChromium, MOBILE_CONTEXT } from './chromium';
import { serveProduction } from './serve';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; frame?: string }; name?: string };
}

interface LongTask {
  /** Start, in ms after navigation start. */
  start: number;
  duration: number;
  /** The largest pieces of work inside the task ("evaluate module chunk-x.js 120 ms"). */
  inside: string[];
}

interface MainThreadRun {
  fcp: number;
  longTasks: LongTask[];
  /** Sum over tasks after the first paint of (duration - 50 ms), as TBT counts it. */
  blocking: number;
}

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(option('runs') ?? 3);
const SETTLE_MS = 8_000;
const CPU_SLOWDOWN = 4;

const fileOf = (url: string | undefined) => (url ? (url.split('/').pop() ?? url).split('?')[0] : '');

/** A label for a piece of work inside a task: what it ran and, for scripts, which file. */
function describe(event: TraceEvent): string | undefined {
  const data = event.args?.data;
  switch (event.name) {
    case 'v8.evaluateModule':
    case 'EvaluateScript':
      return `evaluate ${fileOf(data?.url) || 'module'}`;
    case 'v8.compileModule':
    case 'v8.compile':
      return `compile ${fileOf(data?.url)}`;
    case 'FunctionCall':
      return `call ${data?.functionName || '(anonymous)'} ${fileOf(data?.url)}`.trim();
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'EventDispatch':
    case 'ParseHTML':
    case 'Layout':
    case 'UpdateLayoutTree':
    case 'Paint':
    case 'ParseAuthorStyleSheet':
    case 'RunMicrotasks':
    case 'MajorGC':
    case 'MinorGC':
      return event.name;
    default:
      return undefined;
  }
}

function longTasksOf(events: TraceEvent[]): MainThreadRun {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.ph === 'M');
  const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === main?.pid);
  const origin = navigation?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main?.pid);
  const fcp = fcpEvent ? (fcpEvent.ts - origin) / 1000 : 0;
  const onMain = events.filter((e) => e.pid === main?.pid && e.tid === main?.tid && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= 50_000);
  const longTasks = tasks.map((task) => {
    const end = task.ts + task.dur!;
    const pieces = new Map<string, number>();
    for (const e of onMain) {
      if (e.ts < task.ts || e.ts >= end || e === task) continue;
      const label = describe(e);
      if (label) pieces.set(label, Math.max(pieces.get(label) ?? 0, (e.dur ?? 0) / 1000));
    }
    const inside = [...pieces.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([label, ms]) => `${label} ${ms.toFixed(0)} ms`);
    return { start: (task.ts - origin) / 1000, duration: task.dur! / 1000, inside };
  });
  const blocking = longTasks.filter((t) => t.start >= fcp).reduce((sum, t) => sum + t.duration - 50, 0);
  return { fcp, longTasks, blocking };
}

async function collect(session: CDPSession): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  session.on('Tracing.dataCollected', (message) => events.push(...(message.value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => session.once('Tracing.tracingComplete', () => resolve()));
  await session.send('Tracing.end');
  await done;
  return events;
}

async function measureMainThread(
  url: string,
  cookies: Parameters<import('@playwright/test').BrowserContext['addCookies']>[0] = [],
): Promise<MainThreadRun> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext(MOBILE_CONTEXT);
    await context.addCookies(cookies);
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await session.send('Tracing.start', {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        'loading',
        'blink.user_timing',
        '__metadata',
      ].join(','),
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    return longTasksOf(await collect(session));
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

{
  if (!args.includes('--skip-build')) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const served = await serveProduction();
  try {
    const pages = option('page') ? [option('page')] : ['list', 'order'];
    for (const name of pages) {
      const target =
        name === 'order'
          ? {
              path: `/en/p2p/order?orderId=${await createLiveOrder(served.apiUrl)}`,
              cookies: traderCookies(served.url),
            }
          : { path: '/en/p2p/buy', cookies: [] };
      const runs: MainThreadRun[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await measureMainThread(`${served.url}${target.path}`, target.cookies);
        runs.push(run);
        console.log(
          `\n${name} run ${i + 1}: FCP ${run.fcp.toFixed(0)} ms, blocking after FCP ${run.blocking.toFixed(0)} ms`,
        );
        for (const task of run.longTasks)
          console.log(
            `  ${task.start.toFixed(0).padStart(6)} ms  ${task.duration.toFixed(0).padStart(4)} ms  ${task.inside.join(' · ')}`,
          );
      }
      console.log(
        `\n${name}: median blocking after FCP ${median(runs.map((r) => r.blocking)).toFixed(0)} ms at ${CPU_SLOWDOWN}x CPU` +
          ` (long tasks ${median(runs.map((r) => r.longTasks.length))}), FCP ${median(runs.map((r) => r.fcp)).toFixed(0)} ms`,
      );
    }
  } finally {
    await served.stop();
  }
}
