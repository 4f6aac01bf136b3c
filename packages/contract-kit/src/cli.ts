import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { OpenApiDocument } from '../../../scripts/lib/contract-validator';
import { runFuzzCli } from '../../../scripts/lib/cli/fuzz-cli';
import { runMockServerCli } from '../../../scripts/lib/cli/mock-server-cli';
import { runVerifyCli } from '../../../scripts/lib/cli/verify-cli';

// p2p-contract: the P2P trading contract, its mock server and its referees for a backend team, with no front end.
// The same command-line code as the front end's npm scripts, bundled with the contract it was built from.

const CONTRACT_PATH = fileURLToPath(new URL('../openapi.json', import.meta.url));
const contract = JSON.parse(readFileSync(CONTRACT_PATH, 'utf8')) as OpenApiDocument & { info: { version: string } };

const USAGE = `p2p-contract ${contract.info.version}: the P2P trading contract and its tools

  p2p-contract mock-server [--port 4010] [--scenario default] ...   the mock server, stateful, checked against the contract
  p2p-contract verify --base-url URL [--write] [--token TOKEN]      every operation once against a service
  p2p-contract fuzz [--base-url URL] [--write] [--phase stateful]   generated requests, then the contract's links
  p2p-contract contract-path                                        where the bundled contract (openapi.json) is
  p2p-contract --version

Each command takes --help. The token may also come from CONTRACT_VERIFY_AUTHORIZATION.`;

const [command, ...args] = process.argv.slice(2);
switch (command) {
  case 'mock-server':
    await runMockServerCli(args, contract, 'p2p-contract mock-server');
    break;
  case 'verify':
    process.exit(await runVerifyCli(args, contract, 'p2p-contract verify'));
    break;
  case 'fuzz':
    process.exit(await runFuzzCli(args, contract, 'p2p-contract fuzz'));
    break;
  case 'contract-path':
    console.log(CONTRACT_PATH);
    break;
  case '--version':
  case '-v':
    console.log(contract.info.version);
    break;
  case undefined:
  case '--help':
  case '-h':
    console.log(USAGE);
    break;
  default:
    console.error(`unknown command "${command}"\n\n${USAGE}`);
    process.exit(2);
}
