// npm run contract:fuzz [-- --base-url URL] [--token TOKEN] [--cases-per-operation 50] [--seed N] [--write]
//   [--phase all|stateless|stateful] [--walks 3]
// Property-based fuzz run in two phases. Stateless: for every operation of the contract, requests generated valid
// from its schemas and invalid variants of them; checks no 5xx, answers as the contract declares, invalid requests
// refused. Stateful: follows the contract's links (create-order -> order details -> update-order-state -> chat, ...)
// with the ids each answer gives, judging every answer the same way.
// Without --base-url it starts the mock server itself (ports 4400-4499), runs every operation, and every link
// must be followed through at least once.
import { parseArgs } from 'node:util';
import { loadContract } from './lib/load-contract';
import { formatReport, runFuzz } from './lib/fuzz/run';
import { formatStatefulReport, runStateful } from './lib/fuzz/stateful';
import { startMockServer, type Started } from './lib/fuzz/servers';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    token: { type: 'string' },
    'cases-per-operation': { type: 'string', default: '50' },
    seed: { type: 'string' },
    write: { type: 'boolean', default: false },
    'account-group': { type: 'string' },
    'max-lines': { type: 'string', default: '40' },
    phase: { type: 'string', default: 'all' },
    walks: { type: 'string', default: '3' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(
    'Usage: npm run contract:fuzz [-- --base-url URL] [--token TOKEN] [--cases-per-operation 50] [--seed N] [--write]',
  );
  console.log("  [--phase all|stateless|stateful] [--walks 3]: the stateful phase follows the contract's links.");
  console.log('  Without --base-url: starts the mock server on a free port in 4400-4499 and runs every operation.');
  console.log('  With --base-url: GET and x-safe operations only, unless --write (then every operation, logout last).');
  console.log('  Token: --token, else CONTRACT_VERIFY_AUTHORIZATION, else mock-token-trader for the mock server.');
  process.exit(0);
}

const count = Number(values['cases-per-operation']);
const walks = Number(values.walks);
const phase = values.phase;
if (phase !== 'all' && phase !== 'stateless' && phase !== 'stateful') {
  console.error('--phase takes all, stateless or stateful');
  process.exit(2);
}
const seed = values.seed !== undefined ? Number(values.seed) : Math.floor(Math.random() * 0x7fffffff);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed) || !Number.isInteger(walks) || walks < 1) {
  console.error('--cases-per-operation, --walks and --seed take integers');
  process.exit(2);
}

const started = Date.now();
let mock: Started | undefined;
let exitCode = 1;
try {
  const doc = loadContract();
  if (!values['base-url']) mock = await startMockServer();
  const baseUrl = values['base-url'] ?? mock!.url;
  const token = values.token ?? process.env.CONTRACT_VERIFY_AUTHORIZATION ?? (mock ? 'mock-token-trader' : undefined);
  const includeWrites = Boolean(mock) || values.write;
  console.log(
    `contract fuzz: ${mock ? `mock server at ${baseUrl}` : baseUrl}, ${includeWrites ? 'every operation' : 'read-only operations'}, seed ${seed} (repeat with --seed ${seed})`,
  );
  const options = {
    baseUrl,
    token,
    casesPerOperation: count,
    seed,
    includeWrites,
    ...(values['account-group'] !== undefined ? { accountGroup: Number(values['account-group']) } : {}),
  };
  let failed = 0;
  if (phase !== 'stateful') {
    const report = await runFuzz(doc, options);
    console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
    console.log(formatReport(report, Number(values['max-lines'])));
    failed += report.failed + (report.cases > 0 ? 0 : 1);
  }
  if (phase !== 'stateless') {
    const stateful = await runStateful(doc, { ...options, walks });
    console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
    console.log(formatStatefulReport(stateful, Number(values['max-lines'])));
    failed += stateful.failed;
    // The mock server implements every chain: a link it cannot follow through is a fault of the mocks or the contract.
    const stuck = stateful.links.filter((l) => l.succeeded === 0);
    if (mock && stuck.length) {
      console.log(`links never followed through on the mock server: ${stuck.map((l) => l.name).join(', ')}`);
      failed += stuck.length;
    }
  }
  exitCode = failed === 0 ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await mock?.stop();
}
process.exit(exitCode);
