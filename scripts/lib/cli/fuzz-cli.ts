import { parseArgs } from 'node:util';
import type { OpenApiDocument } from '../contract-validator';
import { formatReport, runFuzz } from '../fuzz/run';
import { startMockServer, type Started } from '../fuzz/servers';
import { formatStatefulReport, runStateful } from '../fuzz/stateful';

/**
 * `fuzz [--base-url URL] [--token TOKEN] [--cases-per-operation 50] [--seed N] [--write] [--phase all|stateless|stateful]
 * [--walks 3]`; the exit code. Two phases. Stateless: for every operation, requests generated valid from its schemas
 * and invalid variants of them; no 5xx, answers as the contract declares, invalid requests refused. Stateful: the
 * contract's links followed with the ids each answer gives, every answer judged the same way. Without --base-url it
 * serves the mock server itself (ports 4400-4499), runs every operation, and every link must go through.
 */
export async function runFuzzCli(argv: string[], contract: OpenApiDocument, command: string): Promise<number> {
  const { values } = parseArgs({
    args: argv,
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
      `Usage: ${command} [--base-url URL] [--token TOKEN] [--cases-per-operation 50] [--seed N] [--write] [--phase all|stateless|stateful] [--walks 3]`,
    );
    console.log('  Without --base-url: serves the mock server on a free port in 4400-4499 and runs every operation.');
    console.log(
      '  With --base-url: GET and x-safe operations only, unless --write (then every operation, logout last).',
    );
    console.log("  The stateful phase follows the contract's links; a read-only run follows links between reads only.");
    console.log('  Token: --token, else CONTRACT_VERIFY_AUTHORIZATION, else mock-token-trader for the mock server.');
    return 0;
  }
  const count = Number(values['cases-per-operation']);
  const walks = Number(values.walks);
  const seed = values.seed !== undefined ? Number(values.seed) : Math.floor(Math.random() * 0x7fffffff);
  const phase = values.phase;
  if (phase !== 'all' && phase !== 'stateless' && phase !== 'stateful') {
    console.error('--phase takes all, stateless or stateful');
    return 2;
  }
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed) || !Number.isInteger(walks) || walks < 1) {
    console.error('--cases-per-operation, --walks and --seed take integers');
    return 2;
  }

  const started = Date.now();
  let mock: Started | undefined;
  try {
    if (!values['base-url']) mock = await startMockServer(contract);
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
      const report = await runFuzz(contract, options);
      console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
      console.log(formatReport(report, Number(values['max-lines'])));
      failed += report.failed + (report.cases > 0 ? 0 : 1);
    }
    if (phase !== 'stateless') {
      const stateful = await runStateful(contract, { ...options, walks });
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
    return failed === 0 ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await mock?.stop();
  }
}
