// npm run mock-server [-- --port 4010 --host 127.0.0.1 --scenario default --files-base-url http://127.0.0.1:4010]
// Serves the same MSW handlers and scenarios the browser uses over HTTP, so curl, a native app or a backend
// test can call /api/... without a browser. Stateful like the browser: an order created here can be paid
// and released here. Requests are checked against the contract before the handlers run
// (scripts/lib/mock-http/server.ts). The backend team's package runs the same as `p2p-contract mock-server`.
import { runMockServerCli } from './lib/cli/mock-server-cli';
import { loadContract } from './lib/load-contract';

await runMockServerCli(process.argv.slice(2), loadContract(), 'npm run mock-server --');
