// npm run contract:verify -- --base-url URL [--write] [--token TOKEN]
// Calls the contract's operations against a running service and checks every answer against the contract
// (scripts/lib/cli/verify-cli.ts); the backend team's package runs the same as `p2p-contract verify`.
import { runVerifyCli } from './lib/cli/verify-cli';
import { loadContract } from './lib/load-contract';

process.exit(await runVerifyCli(process.argv.slice(2), loadContract(), 'npm run contract:verify --'));
