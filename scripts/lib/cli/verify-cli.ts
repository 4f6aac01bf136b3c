import { parseArgs } from 'node:util';
import type { OpenApiDocument } from '../contract-validator';
import { formatResults, verifyContract } from '../contract-verify';

/** `verify --base-url URL [--write] [--token TOKEN]`; the exit code. The token is never printed. */
export async function runVerifyCli(argv: string[], contract: OpenApiDocument, command: string): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      'base-url': { type: 'string' },
      write: { type: 'boolean', default: false },
      token: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values['base-url']) {
    console.log(`Usage: ${command} --base-url http://127.0.0.1:4010 [--write] [--token TOKEN]`);
    console.log('  Reads run by default; --write also runs write operations (payment method added then removed, ...).');
    console.log('  Authorization: --token or the CONTRACT_VERIFY_AUTHORIZATION environment variable.');
    return values.help ? 0 : 2;
  }
  const results = await verifyContract(contract, {
    baseUrl: values['base-url'],
    authorization: values.token ?? process.env.CONTRACT_VERIFY_AUTHORIZATION,
    includeWrites: values.write,
  });
  console.log(formatResults(results));
  return results.every((r) => r.ok) ? 0 : 1;
}
