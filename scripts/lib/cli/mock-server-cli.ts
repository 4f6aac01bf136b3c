import { parseArgs } from 'node:util';
import { SCENARIOS } from '../../../mocks/handlers';
import { isScenarioName } from '../../../mocks/scenarios/catalogue';
import type { OpenApiDocument } from '../contract-validator';
import { serveMocks } from '../mock-http/serve-mocks';

/**
 * `mock-server [--port 4010] [--host 127.0.0.1] [--scenario default] [--files-base-url URL] [--counterparty-delay-ms N]
 * [--support-delay-ms N]`:
 * serves until SIGINT or SIGTERM. Per request, the `x-mock-scenario` header or `mockScenario` cookie picks a scenario.
 */
export async function runMockServerCli(argv: string[], contract: OpenApiDocument, command: string): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: process.env.MOCK_SERVER_PORT ?? '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      scenario: { type: 'string', default: 'default' },
      'counterparty-delay-ms': { type: 'string' },
      // Each step of customer service on an appeal in the appeal scenario.
      'support-delay-ms': { type: 'string' },
      // Where uploads are served back from; behind a proxy, the proxy's origin (playwright.nginx.config.ts).
      'files-base-url': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(
      `Usage: ${command} [--port 4010] [--host 127.0.0.1] [--scenario default] [--files-base-url URL] [--counterparty-delay-ms N] [--support-delay-ms N]`,
    );
    console.log(`  Scenarios: ${SCENARIOS.map((s) => s.name).join(', ')}`);
    return;
  }
  if (!isScenarioName(values.scenario)) {
    console.error(`unknown scenario "${values.scenario}"; one of: ${SCENARIOS.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  const delay = values['counterparty-delay-ms'];
  const supportDelay = values['support-delay-ms'];
  try {
    const served = await serveMocks({
      contract,
      port: Number(values.port),
      host: values.host,
      scenario: values.scenario,
      ...(delay !== undefined ? { counterpartyDelayMs: Number(delay) } : {}),
      ...(supportDelay !== undefined ? { supportDelayMs: Number(supportDelay) } : {}),
      ...(values['files-base-url'] ? { filesBaseUrl: values['files-base-url'] } : {}),
    });
    console.log(`P2P mock server on ${served.url} (scenario: ${values.scenario})`);
    console.log(`try: curl -s ${served.url}/api/ctc/query-currency-list`);
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.on(signal, () => void served.stop().then(() => process.exit(0)));
  } catch (error) {
    console.error(`mock server could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // A mock server that survives anything: a failure the request path did not catch is logged, not fatal.
  process.on('uncaughtException', (error) => console.error('[mock-server] uncaught', error));
  process.on('unhandledRejection', (error) => console.error('[mock-server] unhandled rejection', error));
}
