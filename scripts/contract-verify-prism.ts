// npm run contract:verify:prism [-- --upstream URL --token TOKEN --write]
// Contract verification through Prism's validating proxy: starts the mock server (or takes --upstream),
// puts `prism proxy <the bundled contract> <upstream> --errors=false` in front of it, runs the same
// verification as contract:verify through it (with --write against the mock server), and reports every
// violation Prism found in the requests and the responses. Exits non-zero on any violation or failure.
import { parseArgs } from 'node:util';
import { loadContract } from './lib/load-contract';
import { formatResults, verifyContract } from './lib/contract-verify';
import { createContractValidator } from './lib/contract-validator';
import { isMultipart } from './lib/contract-requests';
import { startMockServer, type Started } from './lib/fuzz/servers';
import {
  formatViolations,
  logViolations,
  recordingFetch,
  startPrismProxy,
  writePrismContract,
  type Exchange,
} from './lib/prism-proxy';

const { values } = parseArgs({
  options: {
    upstream: { type: 'string' },
    token: { type: 'string' },
    write: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log('Usage: npm run contract:verify:prism [-- --upstream https://p2p.example.com --token TOKEN --write]');
  console.log('  Without --upstream: starts the mock server and runs every operation (--write implied).');
  console.log('  Token: --token, else CONTRACT_VERIFY_AUTHORIZATION, else mock-token-trader for the mock server.');
  process.exit(0);
}

let mock: Started | undefined;
let prism: Started | undefined;
let exitCode = 1;
try {
  const doc = loadContract(); // bundles openapi/dist/openapi.json when the YAML is newer
  const validator = createContractValidator(doc);
  if (!values.upstream) mock = await startMockServer(doc);
  const upstream = values.upstream ?? mock!.url;
  prism = await startPrismProxy(writePrismContract(doc), upstream, mock ? [mock.port] : []);
  console.log(`prism proxy ${prism.url} -> ${mock ? `mock server ${upstream}` : upstream}`);
  const exchanges: Exchange[] = [];
  const results = await verifyContract(doc, {
    baseUrl: prism.url,
    authorization:
      values.token ?? process.env.CONTRACT_VERIFY_AUTHORIZATION ?? (mock ? 'mock-token-trader' : undefined),
    includeWrites: Boolean(mock) || values.write,
    fetchImpl: recordingFetch(exchanges),
  });
  // Prism parses and re-encodes request bodies instead of streaming them, so an uploaded file reaches the
  // service altered (stoplightio/prism#2349, #1321): an upload the service then rejects is Prism's doing.
  const multipart = new Set(validator.operations.filter((op) => isMultipart(doc, op)).map((op) => op.operationId));
  const spoilt = results.filter((r) => !r.ok && multipart.has(r.operationId));
  console.log(formatResults(results));
  if (spoilt.length)
    console.log(
      `note: ${spoilt.map((r) => r.operationId).join(', ')} failed through Prism, which re-encodes multipart bodies (stoplightio/prism#2349); contract:verify checks them without Prism`,
    );
  console.log(formatViolations(exchanges));
  const fromHeaders = exchanges.reduce((n, e) => n + e.violations.length, 0);
  const fromLog = logViolations(prism.output()).length;
  if (fromLog !== fromHeaders)
    console.log(`note: Prism's log has ${fromLog} violation lines, the sl-violations headers ${fromHeaders}`);
  exitCode = fromHeaders === 0 && fromLog === 0 && results.every((r) => r.ok || multipart.has(r.operationId)) ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await prism?.stop();
  await mock?.stop();
}
process.exit(exitCode);
