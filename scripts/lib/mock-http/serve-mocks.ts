import type { Server } from 'node:http';
import { configureMocks, handlers, refuseSignedOut } from '../../../mocks/handlers';
import type { ScenarioName } from '../../../mocks/scenarios/catalogue';
import type { OpenApiDocument } from '../contract-validator';
import { createMockHttpServer } from './server';

// The mock server as the CLIs start it (npm run mock-server, the fuzz and Prism runs, the backend team's package):
// the browser's MSW handlers and scenarios over HTTP, checked against the contract.

export interface ServeMocksOptions {
  contract: OpenApiDocument;
  port: number;
  host?: string;
  scenario?: ScenarioName;
  /** Each step of the simulated counterparty; 0 answers at once. */
  counterpartyDelayMs?: number;
  /** Each step of customer service on an appeal case's appeal. */
  supportDelayMs?: number;
  /** Where uploads are served back from; default this server's own address. */
  filesBaseUrl?: string;
}

export interface ServedMocks {
  url: string;
  port: number;
  server: Server;
  stop(): Promise<void>;
}

export function serveMocks(options: ServeMocksOptions): Promise<ServedMocks> {
  const host = options.host ?? '127.0.0.1';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${options.port}`;
  configureMocks({
    ...(options.scenario ? { scenario: options.scenario } : {}),
    fileHost: options.filesBaseUrl ?? url,
    ...(options.counterpartyDelayMs !== undefined ? { counterpartyDelayMs: options.counterpartyDelayMs } : {}),
    ...(options.supportDelayMs !== undefined ? { supportDelayMs: options.supportDelayMs } : {}),
  });
  const server = createMockHttpServer({ handlers, contract: options.contract, refuseSignedOut });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve({
        url,
        port: options.port,
        server,
        stop: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
