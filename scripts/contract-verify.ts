// npm run contract:verify -- --base-url URL [--write] [--token TOKEN]
// Calls the contract's operations against a running service and checks every answer against the contract.
// The token comes from --token or CONTRACT_VERIFY_AUTHORIZATION and is never printed.
import { parseArgs } from 'node:util';
import { loadContract } from './lib/load-contract';
import { formatResults, verifyContract } from './lib/contract-verify';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    write: { type: 'boolean', default: false },
    token: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help || !values['base-url']) {
  console.log('Usage: npm run contract:verify -- --base-url http://127.0.0.1:4010 [--write] [--token TOKEN]');
  console.log('  Reads run by default; --write also runs write operations (payment method added then removed, ...).');
  console.log('  Authorization: --token or the CONTRACT_VERIFY_AUTHORIZATION environment variable.');
  process.exit(values.help ? 0 : 2);
}

const results = await verifyContract(loadContract(), {
  baseUrl: values['base-url'],
  authorization: values.token ?? process.env.CONTRACT_VERIFY_AUTHORIZATION,
  includeWrites: values.write,
});
console.log(formatResults(results));
process.exit(results.every((r) => r.ok) ? 0 : 1);
