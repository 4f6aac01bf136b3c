// npm run contract:fuzz [-- --base-url URL] [--token TOKEN] [--cases-per-operation 50] [--seed N] [--write]
//   [--phase all|stateless|stateful] [--walks 3]
// Property-based fuzz run against a service or the mock server, stateless then along the contract's links
// (scripts/lib/cli/fuzz-cli.ts); the backend team's package runs the same as `p2p-contract fuzz`.
import { runFuzzCli } from './lib/cli/fuzz-cli';
import { loadContract } from './lib/load-contract';

process.exit(await runFuzzCli(process.argv.slice(2), loadContract(), 'npm run contract:fuzz --'));
