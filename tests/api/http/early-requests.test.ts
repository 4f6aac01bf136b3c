import { http, HttpResponse, delay } from 'msw';
import { httpClient } from '@/api/http/http-client';
import { httpClient as sendEarlyRequest } from '@/api/http/early-client';
import { configureRequestContext, resetRequestContext } from '@/api/http/request-context';
import { onApiEvent } from '@/api/http/api-events';
import { server, startMswServer, recordRequests } from '../../support/msw-server';

// A request the page's early script sends before the app's code has run is adopted by the app's own call of the
// same request: one request on the wire, handled by the client as any other.

startMswServer();
afterEach(() => resetRequestContext());

const ok = (data: unknown) => HttpResponse.json({ code: 0, message: 'success', data });
const LIST = { url: '/api/ctc/query-adv-list', method: 'POST', headers: { 'Content-Type': 'application/json' } };
const body = { side: 'BUY', asset: 'USDT', fiat: 'EUR' };

it('the app’s call of the same request adopts the early answer: one request is sent', async () => {
  const seen = recordRequests();
  server.use(http.post('*/api/ctc/query-adv-list', () => ok({ list: [], total: 0 })));
  sendEarlyRequest({ ...LIST, data: body });
  await expect(httpClient({ ...LIST, data: { ...body } })).resolves.toEqual({ list: [], total: 0 });
  expect(seen).toHaveLength(1);
  expect(seen[0]!.headers.get('platform')).toBe('website');
  // Adopted once: the same call again is a request of its own.
  await httpClient({ ...LIST, data: body });
  expect(seen).toHaveLength(2);
});

it('another body, or the same body in another language, is not the early request', async () => {
  const seen = recordRequests();
  server.use(http.post('*/api/ctc/query-adv-list', () => ok({ list: [], total: 0 })));
  configureRequestContext({ getLanguage: () => 'de' });
  sendEarlyRequest({ ...LIST, data: body });
  await httpClient({ ...LIST, data: { ...body, fiat: 'USD' } });
  configureRequestContext({ getLanguage: () => 'fr' });
  await httpClient({ ...LIST, data: body });
  await delay(50);
  expect(seen.map((request) => request.headers.get('language'))).toEqual(['de', 'de', 'fr']);
});

it('an early request that failed is sent again by the app’s call, which then succeeds', async () => {
  let calls = 0;
  server.use(
    http.post('*/api/ctc/query-adv-list', () => {
      calls += 1;
      return calls === 1 ? HttpResponse.error() : ok({ list: [], total: 3 });
    }),
  );
  sendEarlyRequest({ ...LIST, data: body });
  await expect(httpClient({ ...LIST, data: body })).resolves.toEqual({ list: [], total: 3 });
  expect(calls).toBe(2);
});

it('an adopted answer goes through the client’s rules: a forced-logout code signs the trader out', async () => {
  const logouts: unknown[] = [];
  const off = onApiEvent('forcedLogout', (event) => logouts.push(event));
  server.use(
    http.post('*/api/ctc/query-adv-list', () => HttpResponse.json({ code: 20051, message: 'expired', data: null })),
  );
  sendEarlyRequest({ ...LIST, data: body });
  await expect(httpClient({ ...LIST, data: body }, { silent: true })).rejects.toMatchObject({ code: 20051 });
  expect(logouts).toHaveLength(1);
  off();
});

it('a group-scoped request without an account group is not sent early, and the app’s call reports it', async () => {
  const seen = recordRequests();
  configureRequestContext({ getAccountGroup: () => undefined });
  server.use(http.get('*/:group/api/t/v2/spot-balance', () => ok([])));
  sendEarlyRequest({ url: '/api/t/v2/spot-balance', method: 'GET' }, { accountGroup: true });
  await expect(
    httpClient({ url: '/api/t/v2/spot-balance', method: 'GET' }, { accountGroup: true, silent: true }),
  ).rejects.toMatchObject({ kind: 'account-group' });
  expect(seen).toHaveLength(0);
});
