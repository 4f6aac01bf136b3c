/**
 * @jest-environment node
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createServer } from '@mswjs/http-middleware';
import { configureMocks, handlers, resetMockState, MOCK_USERS } from '@mocks/handlers';

// The HTTP mock server (npm run mock-server) over a real socket: the same stateful flow as in the browser.
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer(...handlers).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  resetMockState();
  configureMocks({ counterpartyDelayMs: 0 });
});

async function call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; code: number; data: T }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: MOCK_USERS.trader.authorization, 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { code: number; data: T };
  return { status: response.status, code: json.code, data: json.data };
}

describe('mock server over HTTP', () => {
  it('creates an order, pays it and sees the simulated seller release it', async () => {
    const ads = await call<{ list: Array<{ adNo: string; minLimit: string }> }>('POST', '/api/ctc/query-adv-list', { side: 'BUY', asset: 'USDT', fiat: 'USD', page: 1, size: 5 });
    const ad = ads.data.list[0]!;
    const created = await call<{ orderId: string }>('POST', '/api/ctc/create-order', {
      adNo: ad.adNo, side: 'BUY', fiatAmount: ad.minLimit, payMethodCode: 'BANK_TRANSFER', clientOrderId: 'http-test-1',
    });
    expect(created.code).toBe(0);
    const { orderId } = created.data;

    const paid = await call<{ status: string }>('POST', '/api/ctc/update-order-state', { orderId, action: 'PAID', clientRequestId: 'http-pay-1' });
    expect(paid.code).toBe(0);
    expect(paid.data.status).toBe('PENDING_CRYPTO_RECEIPT');

    // With no counterparty delay, the next read shows the seller's release done.
    const details = await call<{ status: string }>('GET', `/api/ctc/query-order-details?orderId=${orderId}`);
    expect(details.data.status).toBe('COMPLETED');
    const done = await call<{ list: Array<{ orderId: string }> }>('GET', '/api/ctc/query-order-list?statusGroup=COMPLETED');
    expect(done.data.list.map((o) => o.orderId)).toContain(orderId);
  });

  it('answers 401 without a session and the chosen scenario per request', async () => {
    expect((await call('GET', '/api/ctc/query-order-list', undefined, { authorization: '' })).status).toBe(401);
    expect((await call('GET', '/api/ctc/query-currency-list', undefined, { 'x-mock-scenario': 'server-errors' })).status).toBe(500);
  });

  it('sends the Date header the client reads server time from', async () => {
    const response = await fetch(`${base}/api/t/v2/assets`);
    expect(Date.parse(response.headers.get('date') ?? '')).not.toBeNaN();
  });
});
