import { http, HttpResponse } from 'msw';
import { sendLogoutCall } from '@/session/logout-call';
import { server, startMswServer, recordRequests } from '../support/msw-server';

startMswServer();

const ack = () => HttpResponse.json({ code: 0, message: 'success', data: { success: true } });

beforeEach(() => {
  server.use(http.post('*/api/a/v1/auth/logout', ack), http.get('*/api/a/v1/auth/logout', ack));
});

describe('logout call', () => {
  it.each([
    [{ errorApi: '/api/ctc/query-order-list', errorReason: '20051' }],
    [{ errorApi: '/api/ctc/query-order-list', errorReason: '' }],
    [{ errorApi: '', errorReason: '401' }],
  ])('POSTs the report when either field is non-empty: %j', async (payload) => {
    const seen = recordRequests();
    await sendLogoutCall(payload);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('POST');
    expect(await seen[0]!.json()).toEqual(payload);
  });

  it.each([[{}], [{ errorApi: '', errorReason: '' }]])(
    'GETs the same path when both are empty: %j',
    async (payload) => {
      const seen = recordRequests();
      await sendLogoutCall(payload);
      expect(seen.map((r) => [r.method, new URL(r.url).pathname])).toEqual([['GET', '/api/a/v1/auth/logout']]);
    },
  );
});
