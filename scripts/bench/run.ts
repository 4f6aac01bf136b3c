// npm run bench — issue 7's measurements in one go: builds the production bundle, serves it on loopback with
// the HTTP mock server (same handlers and data as the browser mocks), and prints a table of every figure
// against its budget; writes it all to bench-results/bench.json. Exits 1 when a budget is missed.
//   --skip-build        measure the dist/ already there
//   --only=a,b          any of bundle, lighthouse, list, order
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { bundleVerdicts, measureBundle, printBundle, BUDGET } from './bundle-size';
import { lighthouse, lighthouseVerdicts, LIGHTHOUSE_BUDGET } from './lighthouse';
import { measureList, listVerdicts, LIST_BUDGET } from './list-10k';
import { measureOrderRequests, orderRequestVerdicts } from './order-requests';
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

const results: Record<string, unknown> = {};
const rows: Array<{ measure: string; value: string; budget: string; verdict: string }> = [];
const problems: string[] = [];
const row = (measure: string, value: string, budget: string, ok: boolean) =>
  rows.push({ measure, value, budget, verdict: ok ? 'pass' : 'FAIL' });

if (wants('bundle')) {
  const bundle = await measureBundle();
  printBundle(bundle);
  results.bundle = bundle;
  problems.push(...bundleVerdicts(bundle));
  row(
    '/en/p2p/buy first-load JS (gzip)',
    `${kb(bundle.firstLoad.jsGzip)} (raw ${kb(bundle.firstLoad.jsRaw)})`,
    `<= ${kb(BUDGET.firstLoadJsGzip)}`,
    bundle.firstLoad.jsGzip <= BUDGET.firstLoadJsGzip,
  );
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
    for (const [name, target] of Object.entries(pages)) {
      console.log(`\nLighthouse (mobile, simulated throttling, 3 runs): ${name}`);
      const { median, runs } = await lighthouse(`${served.url}${target.path}`, target.cookies);
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
      if (median.failing.length) console.log(`audits below 0.9 in the median run: ${median.failing.join(', ')}`);
      lh[name] = { median, runs };
      problems.push(...lighthouseVerdicts(name, median));
      row(
        `Lighthouse ${name}: performance`,
        String(median.performance),
        `>= ${LIGHTHOUSE_BUDGET.performance}`,
        median.performance >= LIGHTHOUSE_BUDGET.performance,
      );
      row(
        `Lighthouse ${name}: LCP / TBT`,
        `${Math.round(median.lcpMs)} ms / ${Math.round(median.tbtMs)} ms`,
        '-',
        true,
      );
      row(
        `Lighthouse ${name}: CLS`,
        median.cls.toFixed(3),
        `<= ${LIGHTHOUSE_BUDGET.cls}`,
        median.cls <= LIGHTHOUSE_BUDGET.cls,
      );
      row(`Lighthouse ${name}: accessibility`, String(median.accessibility), '= 1', median.accessibility >= 1);
      row(
        `Lighthouse ${name}: best practices`,
        String(median.bestPractices),
        `>= ${LIGHTHOUSE_BUDGET.bestPractices}`,
        median.bestPractices >= LIGHTHOUSE_BUDGET.bestPractices,
      );
    }
    results.lighthouse = lh;
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
    const issues = orderRequestVerdicts(order);
    problems.push(...issues);
    row('order page requests / 10 min: visible', String(order.visible.total), '-', true);
    row(
      'order page requests / 10 min: hidden',
      String(order.hidden.total),
      `<= ${Math.floor(order.visible.total / 10)} (paused)`,
      order.hidden.total <= order.visible.total / 10,
    );
    row(
      'order page requests / 10 min: server failing',
      String(order.failing.total),
      `<= ${Math.floor(order.visible.total / 2)} (back-off)`,
      order.failing.total <= order.visible.total / 2,
    );
    const duplicates =
      order.visible.duplicatesInFlight + order.hidden.duplicatesInFlight + order.failing.duplicatesInFlight;
    row('identical requests in flight at once', String(duplicates), '0', duplicates === 0);
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
    problems.push(...listVerdicts(list));
    row(
      'list: first rows after the screen had the data',
      `${list.firstRowsAfterDataMs} ms, median of ${list.firstRowsAfterDataEachMs.join(' / ')} (after the response ${list.firstRowsAfterResponseMs} ms, from navigation ${list.firstRowsFromNavigationMs} ms)`,
      `<= ${LIST_BUDGET.firstRowsMs} ms`,
      list.firstRowsAfterDataMs <= LIST_BUDGET.firstRowsMs,
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
      `<= ${LIST_BUDGET.keystrokeMs} ms`,
      list.worstKeystrokeMs <= LIST_BUDGET.keystrokeMs,
    );
    row(
      'list: most DOM nodes at any scroll position',
      `${list.maxDomNodes} (${list.rowsLoaded} rows loaded)`,
      `< ${LIST_BUDGET.domNodes}`,
      list.maxDomNodes < LIST_BUDGET.domNodes && list.rowsLoaded >= 10_000,
    );
  } finally {
    await served.stop();
  }
}

console.log('\nIssue 7 benchmarks');
console.table(rows);
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/bench.json',
  JSON.stringify({ at: new Date().toISOString(), rows, problems, results }, null, 2),
);
for (const p of problems) console.log(`OVER BUDGET: ${p}`);
console.log(problems.length ? `benchmarks: ${problems.length} budget(s) missed` : 'benchmarks: every budget met');
process.exit(problems.length ? 1 : 0);
