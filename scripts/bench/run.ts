// npm run bench — every measurement in one go: builds the production bundle, serves it on
// loopback with the HTTP mock server (same handlers and data as the browser mocks), and prints a table of every
// figure against its goal (scripts/bench/goals.ts); writes it all to bench-results/bench.json. Exits 1 when a goal
// is missed.
//   --skip-build        measure the dist/ already there
//   --only=a,b          any of bundle, lighthouse (with the applied-throttling loads), list, order
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { floorJsGzip, measureBundle, printBundle, BUDGET } from './bundle-size';
import { measureAppliedLoad } from './applied-throttling';
import { FLOOR_GOALS, LIST_GOALS, LOAD_GOALS, ORDER_GOALS, REPEAT_VISIT_GOAL } from './goals';
import { lighthouseInTurn, type LighthouseRun } from './lighthouse';
import { measureList } from './list-10k';
import { measureOrderRequests } from './order-requests';
import { createLiveOrder, traderCookies } from './api-session';
import { serveBuild, serveProduction } from './serve';

const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wants = (part: string) => !only || only.includes(part);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

if (!args.includes('--skip-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The floor page (scripts/bench/floor) into dist/floor/, which the app's build empties.
if (!args.includes('--skip-build') || !existsSync('dist/floor/index.html')) {
  const floor = spawnSync('npx', ['vite', 'build', '-c', 'scripts/bench/floor/vite.config.ts'], { stdio: 'inherit' });
  if (floor.status !== 0) process.exit(floor.status ?? 1);
}
/** Where nginx serves the floor page. */
const FLOOR_PATH = '/floor/index.html';
/** A figure of the app as a ratio to the floor's, both printed. */
const ratio = (app: number, floor: number) => app / floor;
const times = (n: number) => `${n.toFixed(2)}×`;
const ms = (n: number) => `${Math.round(n)} ms`;

const results: Record<string, unknown> = {};
const rows: Array<{ measure: string; value: string; goal: string; verdict: string }> = [];
const problems: string[] = [];
/** A figure against its goal ('-' for one shown without a goal); a missed goal is a problem. */
const row = (measure: string, value: string, goal: string, ok: boolean) => {
  rows.push({ measure, value, goal, verdict: ok ? 'pass' : 'FAIL' });
  if (!ok) problems.push(`${measure}: ${value} (goal ${goal})`);
};
/** A page's figure as a ratio to its floor's (a floor's zero counted as 1), both shown, against its goal. */
const ratioRow = (measure: string, app: number, floor: number, goal: number, unit: (n: number) => string = ms) => {
  const value = ratio(app, Math.max(floor, 1));
  row(measure, `${times(value)} (${unit(app)} ÷ ${unit(floor)})`, `<= ${times(goal)}`, value <= goal);
};

if (wants('bundle')) {
  const bundle = await measureBundle();
  printBundle(bundle);
  results.bundle = bundle;
  row(
    '/en/p2p/buy first-load JS (gzip)',
    `${kb(bundle.firstLoad.jsGzip)} (raw ${kb(bundle.firstLoad.jsRaw)})`,
    '-',
    true,
  );
  row(
    "  of which the app's modules",
    kb(bundle.firstLoad.appJsGzip),
    `<= ${kb(BUDGET.firstLoadJsGzip)}`,
    bundle.firstLoad.appJsGzip <= BUDGET.firstLoadJsGzip,
  );
  row(
    '  of which the early script (inline)',
    kb(bundle.firstLoad.earlyScriptGzip),
    `<= ${kb(BUDGET.earlyScriptGzip)}`,
    bundle.firstLoad.earlyScriptGzip <= BUDGET.earlyScriptGzip,
  );
  row(
    "  of which the early rows' painter",
    kb(bundle.firstLoad.earlyPainterGzip),
    `<= ${kb(BUDGET.earlyPainterGzip)}`,
    bundle.firstLoad.earlyPainterGzip <= BUDGET.earlyPainterGzip,
  );
  const floorJs = floorJsGzip();
  results.floorJsGzip = floorJs;
  ratioRow("first-load JS ÷ the floor's", bundle.firstLoad.jsGzip, floorJs, FLOOR_GOALS.js, kb);
  row(
    '/en/p2p/buy first-load CSS (gzip)',
    `${kb(bundle.firstLoad.cssGzip)} (raw ${kb(bundle.firstLoad.cssRaw)})`,
    '-',
    true,
  );
  if (bundle.largestLazyChunk)
    row('largest lazy chunk (gzip)', `${bundle.largestLazyChunk.file} ${kb(bundle.largestLazyChunk.gzip)}`, '-', true);
  const biggestLanguage = [...bundle.languages].sort((a, b) => b.gzip - a.gzip)[0];
  if (biggestLanguage)
    row(
      'largest language chunk (gzip)',
      `${biggestLanguage.file} ${kb(biggestLanguage.gzip)}`,
      `<= ${kb(BUDGET.languageGzip)}`,
      biggestLanguage.gzip <= BUDGET.languageGzip,
    );
  row(
    'other languages / mocks in first load',
    `${bundle.otherLanguagesLoaded.length} / ${bundle.mocksInBundle.length}`,
    '0 / 0',
    !bundle.otherLanguagesLoaded.length && !bundle.mocksInBundle.length,
  );
}

if (wants('lighthouse')) {
  // Through the production nginx configuration over HTTPS and HTTP/2, as users load the pages (serve.ts).
  const served = await serveProduction();
  try {
    const orderId = await createLiveOrder(served.apiUrl);
    const pages = {
      '/en/p2p/buy': { path: '/en/p2p/buy', cookies: [] },
      'order page': { path: `/en/p2p/order?orderId=${orderId}`, cookies: traderCookies(served.url) },
    };
    const lh: Record<string, unknown> = {};
    const printRuns = (name: string, runs: LighthouseRun[]) => {
      console.log(`\nLighthouse (mobile, simulated throttling, ${runs.length} runs): ${name}`);
      console.table(
        runs.map((r) => ({
          performance: r.performance,
          accessibility: r.accessibility,
          bestPractices: r.bestPractices,
          fcpMs: Math.round(r.fcpMs),
          lcpMs: Math.round(r.lcpMs),
          tbtMs: Math.round(r.tbtMs),
          cls: r.cls.toFixed(3),
        })),
      );
    };
    const pageRows = (name: string, median: LighthouseRun) => {
      if (median.failing.length) console.log(`audits below 0.9 in the median run: ${median.failing.join(', ')}`);
      const goal = LOAD_GOALS.performance[name] ?? 1;
      row(`Lighthouse ${name}: performance`, String(median.performance), `>= ${goal}`, median.performance >= goal);
      row(`Lighthouse ${name}: FCP`, ms(median.fcpMs), `<= ${LOAD_GOALS.fcpMs} ms`, median.fcpMs <= LOAD_GOALS.fcpMs);
      row(`Lighthouse ${name}: LCP`, ms(median.lcpMs), `<= ${LOAD_GOALS.lcpMs} ms`, median.lcpMs <= LOAD_GOALS.lcpMs);
      row(`Lighthouse ${name}: TBT`, ms(median.tbtMs), `<= ${LOAD_GOALS.tbtMs} ms`, median.tbtMs <= LOAD_GOALS.tbtMs);
      row(`Lighthouse ${name}: CLS`, median.cls.toFixed(3), `<= ${LOAD_GOALS.cls}`, median.cls <= LOAD_GOALS.cls);
      row(
        `Lighthouse ${name}: accessibility`,
        String(median.accessibility),
        `= ${LOAD_GOALS.accessibility}`,
        median.accessibility >= LOAD_GOALS.accessibility,
      );
      row(
        `Lighthouse ${name}: best practices`,
        String(median.bestPractices),
        `>= ${LOAD_GOALS.bestPractices}`,
        median.bestPractices >= LOAD_GOALS.bestPractices,
      );
    };
    // The list and the floor in turn.
    const list = await lighthouseInTurn({
      app: { url: `${served.url}${pages['/en/p2p/buy'].path}`, cookies: [] },
      floor: { url: `${served.url}${FLOOR_PATH}`, cookies: [] },
    });
    printRuns('/en/p2p/buy', list.app.runs);
    printRuns('the floor', list.floor.runs);
    pageRows('/en/p2p/buy', list.app.median);
    lh['/en/p2p/buy'] = list.app;
    lh.floor = list.floor;
    ratioRow(
      "Lighthouse /en/p2p/buy: TBT ÷ the floor's",
      list.app.median.tbtMs,
      list.floor.median.tbtMs,
      FLOOR_GOALS.tbt,
    );
    // The order page and the floor's order in turn, signed in as the order's buyer.
    const orderFloorPath = `${FLOOR_PATH}?orderId=${orderId}`;
    const orderRuns = await lighthouseInTurn({
      app: { url: `${served.url}${pages['order page'].path}`, cookies: pages['order page'].cookies },
      floor: { url: `${served.url}${orderFloorPath}`, cookies: pages['order page'].cookies },
    });
    printRuns('order page', orderRuns.app.runs);
    printRuns("the floor's order", orderRuns.floor.runs);
    pageRows('order page', orderRuns.app.median);
    lh['order page'] = orderRuns.app;
    lh.orderFloor = orderRuns.floor;
    ratioRow(
      "Lighthouse order page: TBT ÷ the floor's",
      orderRuns.app.median.tbtMs,
      orderRuns.floor.median.tbtMs,
      FLOOR_GOALS.tbt,
    );
    results.lighthouse = lh;
    const round = (l: Record<string, number>) =>
      Object.fromEntries(Object.entries(l).map(([k, v]) => [k, Math.round(v)]));
    console.log(
      '\n/en/p2p/buy and the floor under applied throttling (network emulation and 4x CPU in Chromium, 5 cold loads each, in turn)',
    );
    const applied = await measureAppliedLoad({
      app: { url: `${served.url}${pages['/en/p2p/buy'].path}`, shown: 'main article' },
      floor: { url: `${served.url}${FLOOR_PATH}`, shown: 'main article' },
    });
    console.table(
      applied.app.loads.map((l, i) => ({
        ...round({ ...l }),
        floorFirstRowMs: Math.round(applied.floor.loads[i]!.shownMs),
      })),
    );
    results.appliedThrottling = applied;
    const { fcpMs, lcpMs, shownMs: firstPricesMs } = applied.app.median;
    row(
      '/en/p2p/buy applied throttling: FCP / LCP / first prices',
      `${Math.round(fcpMs)} / ${Math.round(lcpMs)} / ${Math.round(firstPricesMs)} ms`,
      '-',
      true,
    );
    ratioRow(
      "/en/p2p/buy first prices ÷ the floor's first row",
      firstPricesMs,
      applied.floor.median.shownMs,
      FLOOR_GOALS.firstPrices,
    );
    console.log(
      '\n/en/p2p/buy on a repeat visit (its files in the HTTP cache from a first visit) and a cold one, 5 loads each, in turn',
    );
    const listPage = { url: `${served.url}${pages['/en/p2p/buy'].path}`, shown: 'main article' };
    const visits = await measureAppliedLoad({ repeat: { ...listPage, repeat: true }, cold: listPage });
    console.table(
      visits.repeat.loads.map((l, i) => ({
        ...round({ ...l }),
        coldShownMs: Math.round(visits.cold.loads[i]!.shownMs),
      })),
    );
    results.appliedThrottlingRepeat = visits;
    ratioRow(
      "/en/p2p/buy repeat visit: first prices ÷ a cold visit's",
      visits.repeat.median.shownMs,
      visits.cold.median.shownMs,
      REPEAT_VISIT_GOAL,
    );
    console.log(
      '\nThe order page and the floor under applied throttling (the step title of a new buy order, 5 cold loads each, in turn)',
    );
    const step = '#order-step-title';
    const orderCookies = pages['order page'].cookies;
    const appliedOrder = await measureAppliedLoad({
      app: { url: `${served.url}${pages['order page'].path}`, shown: step, cookies: orderCookies },
      floor: { url: `${served.url}${orderFloorPath}`, shown: step, cookies: orderCookies },
    });
    console.table(
      appliedOrder.app.loads.map((l, i) => ({
        ...round({ ...l }),
        floorPayInstructionMs: Math.round(appliedOrder.floor.loads[i]!.shownMs),
      })),
    );
    results.appliedThrottlingOrder = appliedOrder;
    ratioRow(
      "order page pay instruction ÷ the floor's",
      appliedOrder.app.median.shownMs,
      appliedOrder.floor.median.shownMs,
      FLOOR_GOALS.payInstruction,
    );
  } finally {
    await served.stop();
  }
}

if (wants('order')) {
  const served = await serveBuild();
  try {
    console.log('\nOrder page: 10 simulated minutes visible, hidden, and with the server failing');
    const order = await measureOrderRequests(served.url, served.apiUrl);
    console.table({ visible: order.visible.byPath, hidden: order.hidden.byPath, failing: order.failing.byPath });
    results.orderRequests = order;
    const { start, afterVisible } = order.heap;
    console.log(`heap after a full GC: ${kb(start.heapBytes)} loaded, ${kb(afterVisible.heapBytes)} 10 minutes later`);
    row('order page requests / 10 min: visible', String(order.visible.total), '-', true);
    row(
      'order page requests / 10 min: hidden',
      String(order.hidden.total),
      `<= ${ORDER_GOALS.hiddenRequests}`,
      order.hidden.total <= ORDER_GOALS.hiddenRequests,
    );
    row(
      'order page requests / 10 min: server failing',
      String(order.failing.total),
      `<= ${Math.floor(order.visible.total * ORDER_GOALS.failingShareOfVisible)} (back-off)`,
      order.failing.total <= order.visible.total * ORDER_GOALS.failingShareOfVisible,
    );
    const duplicates =
      order.visible.duplicatesInFlight + order.hidden.duplicatesInFlight + order.failing.duplicatesInFlight;
    row(
      'identical requests in flight at once',
      String(duplicates),
      String(ORDER_GOALS.duplicatesInFlight),
      duplicates <= ORDER_GOALS.duplicatesInFlight,
    );
    const growth = afterVisible.heapBytes - start.heapBytes;
    row(
      'order page heap growth over 10 visible minutes',
      `${(growth / 1024 / 1024).toFixed(2)} MB`,
      `<= ${ORDER_GOALS.heapGrowthBytes / 1024 / 1024} MB`,
      growth <= ORDER_GOALS.heapGrowthBytes,
    );
  } finally {
    await served.stop();
  }
}

if (wants('list')) {
  const served = await serveBuild({ appPort: 4393, apiPort: 4394, scenario: 'ads-10k' });
  try {
    console.log('\nAdvertisement list, 10,000 ads, 4x CPU throttling');
    const list = await measureList(served.url);
    console.table(list.domNodesByPosition);
    results.list = list;
    row(
      'list: first rows after the screen had the data',
      `${list.firstRowsAfterDataMs} ms, median of ${list.firstRowsAfterDataEachMs.join(' / ')} (after the response ${list.firstRowsAfterResponseMs} ms, from navigation ${list.firstRowsFromNavigationMs} ms)`,
      `<= ${LIST_GOALS.firstRowsMs} ms`,
      list.firstRowsAfterDataMs <= LIST_GOALS.firstRowsMs,
    );
    row(
      'list: longest task while loading (4x CPU)',
      `${list.longestTaskMs} ms, blocking ${list.blockingMs} ms in all (from navigation to a second after the first rows)`,
      '-',
      true,
    );
    row(
      'list: worst keystroke input-to-paint',
      `${Math.round(list.worstKeystrokeMs)} ms (${list.keystrokesMs.length} events over 16 ms)`,
      `<= ${LIST_GOALS.keystrokeMs} ms`,
      list.worstKeystrokeMs <= LIST_GOALS.keystrokeMs,
    );
    row(
      'list: rows rendered again by an unchanged refresh',
      `${list.refreshRowRenders} (${list.refreshRequests} list request(s) meanwhile)`,
      `${LIST_GOALS.refreshRowRenders}, after at least one request`,
      list.refreshRowRenders <= LIST_GOALS.refreshRowRenders && list.refreshRequests > 0,
    );
    row(
      'list: worst sort or narrow input-to-paint',
      `${Math.round(list.worstSortOrNarrowMs)} ms (${list.sortAndNarrowMs.length} events over 16 ms)`,
      `<= ${LIST_GOALS.keystrokeMs} ms`,
      list.worstSortOrNarrowMs <= LIST_GOALS.keystrokeMs,
    );
    row(
      'list: most DOM nodes at any scroll position',
      `${list.maxDomNodes} (${list.rowsLoaded} rows loaded)`,
      `< ${LIST_GOALS.domNodes} with ${LIST_GOALS.rows} rows`,
      list.maxDomNodes < LIST_GOALS.domNodes && list.rowsLoaded >= LIST_GOALS.rows,
    );
  } finally {
    await served.stop();
  }
}

console.log('\nBenchmarks against their goals (scripts/bench/goals.ts)');
console.table(rows);
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/bench.json',
  JSON.stringify({ at: new Date().toISOString(), rows, problems, results }, null, 2),
);
for (const p of problems) console.log(`GOAL MISSED: ${p}`);
console.log(problems.length ? `benchmarks: ${problems.length} goal(s) missed` : 'benchmarks: every goal met');
process.exit(problems.length ? 1 : 0);
