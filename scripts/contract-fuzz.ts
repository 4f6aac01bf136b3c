// npm run contract:fuzz [-- --base-url URL] [--token TOKEN] [--cases-per-operation 50] [--seed N] [--write]
// Property-based fuzz run: for every operation of the contract, requests generated valid from its schemas
// and invalid variants of them; checks no 5xx, answers as the contract declares, invalid requests refused.
// Without --base-url it starts the mock server itself (ports 4400-4499) and runs every operation.
import { parseArgs } from 'node:util';
import { loadContract } from './lib/load-contract';
import { formatReport, runFuzz } from './lib/fuzz/run';
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
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(
    'Usage: npm run contract:fuzz [-- --base-url URL] [--token TOKEN] [--cases-per-operation 50] [--seed N] [--write]',
  );
  console.log('  Without --base-url: starts the mock server on a free port in 4400-4499 and runs every operation.');
  console.log('  With --base-url: GET and x-safe operations only, unless --write (then every operation, logout last).');
  console.log('  Token: --token, else CONTRACT_VERIFY_AUTHORIZATION, else mock-token-trader for the mock server.');
  process.exit(0);
}

const count = Number(values['cases-per-operation']);
const seed = values.seed !== undefined ? Number(values.seed) : Math.floor(Math.random() * 0x7fffffff);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
  console.error('--cases-per-operation and --seed take integers');
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
  const report = await runFuzz(doc, {
    baseUrl,
    token,
    casesPerOperation: count,
    seed,
    includeWrites,
    ...(values['account-group'] !== undefined ? { accountGroup: Number(values['account-group']) } : {}),
  });
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  console.log(formatReport(report, Number(values['max-lines'])));
  exitCode = report.failed === 0 && report.cases > 0 ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await mock?.stop();
}
process.exit(exitCode);
