// npm run mock-server [-- --port 4010 --host 127.0.0.1 --scenario default --files-base-url http://127.0.0.1:4010]
// Serves the same MSW handlers and scenarios the browser uses over HTTP, so curl, a native app or a backend
// test can call /api/... without a browser. Stateful like the browser: an order created here can be paid
// and released here. Per request, the `x-mock-scenario` header or `mockScenario` cookie picks a scenario.
// Requests are checked against the contract before the handlers run (scripts/lib/mock-http/server.ts).
import { parseArgs } from 'node:util';
import { configureMocks, handlers, refuseSignedOut, SCENARIOS } from '../mocks/handlers';
import { isScenarioName } from '../mocks/scenarios/catalogue';
import { loadContract } from './lib/load-contract';
import { createMockHttpServer } from './lib/mock-http/server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.MOCK_SERVER_PORT ?? '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    scenario: { type: 'string', default: 'default' },
    'counterparty-delay-ms': { type: 'string' },
    // Where uploads are served back from; behind a proxy, the proxy's origin (playwright.nginx.config.ts).
    'files-base-url': { type: 'string' },
  },
});

if (!isScenarioName(values.scenario)) {
  console.error(`unknown scenario "${values.scenario}"; one of: ${SCENARIOS.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const delay = values['counterparty-delay-ms'];
const port = Number(values.port);
configureMocks({
  scenario: values.scenario,
  fileHost:
    values['files-base-url'] ?? `http://${values.host.includes(':') ? `[${values.host}]` : values.host}:${port}`,
  ...(delay !== undefined ? { counterpartyDelayMs: Number(delay) } : {}),
});

const server = createMockHttpServer({ handlers, contract: loadContract(), refuseSignedOut }).listen(
  port,
  values.host,
  () => {
    console.log(`P2P mock server on http://${values.host}:${port} (scenario: ${values.scenario})`);
    console.log(`try: curl -s http://${values.host}:${port}/api/ctc/query-currency-list`);
  },
);
server.on('error', (error: Error) => {
  console.error(`mock server could not start: ${error.message}`);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
// A mock server that survives anything: a failure the request path did not catch is logged, not fatal.
process.on('uncaughtException', (error) => console.error('[mock-server] uncaught', error));
process.on('unhandledRejection', (error) => console.error('[mock-server] unhandled rejection', error));
