import { http, HttpResponse } from 'msw';
import { httpClient } from '@/api/http/http-client';
import { onApiEvent, type FailureEvent, type ForcedLogoutEvent } from '@/api/http/api-events';
import { FORCED_LOGOUT_CODES } from '@/api/http/forced-logout-codes';
import { resetRequestContext } from '@/api/http/request-context';
import { server, startMswServer } from '../../support/msw-server';

startMswServer();

let failures: FailureEvent[];
let logouts: ForcedLogoutEvent[];
let offs: Array<() => void>;
beforeEach(() => {
  failures = [];
  logouts = [];
  offs = [onApiEvent('failure', (e) => failures.push(e)), onApiEvent('forcedLogout', (e) => logouts.push(e))];
});
afterEach(() => {
  offs.forEach((off) => off());
  resetRequestContext();
});

const SPEC_CODES = [20051, 20053, 20054, 20055, 20056, 20057, 2010, 2005101, 209999, 200001, -1, 401];

describe('forced-logout detection', () => {
  it('knows exactly the forced-logout codes', () => {
    expect([...FORCED_LOGOUT_CODES].sort((a, b) => a - b)).toEqual([...SPEC_CODES].sort((a, b) => a - b));
  });

  it.each(SPEC_CODES)(
    'body code %i announces a forced logout with the failing URL and the code as text',
    async (code) => {
      server.use(
        http.get('*/api/ctc/query-order-list', () => HttpResponse.json({ code, message: 'expired', data: null })),
      );
      await expect(httpClient({ url: '/api/ctc/query-order-list', method: 'GET' })).rejects.toMatchObject({ code });
      expect(logouts).toEqual([{ errorApi: '/api/ctc/query-order-list', errorReason: String(code) }]);
      expect(failures).toEqual([]); // no error toast on the way to /login
    },
  );

  it.each(SPEC_CODES.filter((c) => c >= 100 && c <= 599))(
    'HTTP status %i announces a forced logout',
    async (status) => {
      server.use(http.get('*/api/a/v2/auth/user/info', () => new HttpResponse(null, { status })));
      await expect(httpClient({ url: '/api/a/v2/auth/user/info', method: 'GET' })).rejects.toMatchObject({ status });
      expect(logouts).toEqual([{ errorApi: '/api/a/v2/auth/user/info', errorReason: String(status) }]);
    },
  );

  it('an HTTP error whose body carries a forced-logout code reports that code', async () => {
    server.use(
      http.get('*/api/a/v2/auth/user/info', () =>
        HttpResponse.json({ code: 20053, message: 'kicked' }, { status: 403 }),
      ),
    );
    await expect(httpClient({ url: '/api/a/v2/auth/user/info', method: 'GET' })).rejects.toMatchObject({ code: 20053 });
    expect(logouts).toEqual([{ errorApi: '/api/a/v2/auth/user/info', errorReason: '20053' }]);
  });

  it('the logout report itself never forces another logout', async () => {
    server.use(http.post('*/api/a/v1/auth/logout', () => new HttpResponse(null, { status: 401 })));
    await expect(
      httpClient({ url: '/api/a/v1/auth/logout', method: 'POST', data: {} }, { skipForcedLogout: true }),
    ).rejects.toBeDefined();
    expect(logouts).toEqual([]);
  });
});

describe('failure feedback', () => {
  it('announces a business failure for the toast, then throws to the caller', async () => {
    server.use(
      http.get('*/api/ctc/query-advertise-detail', () =>
        HttpResponse.json({ code: 30010, message: 'Ad is offline', data: null }),
      ),
    );
    await expect(httpClient({ url: '/api/ctc/query-advertise-detail', method: 'GET' })).rejects.toMatchObject({
      code: 30010,
    });
    expect(failures.map((e) => e.error)).toEqual([
      expect.objectContaining({ kind: 'business', code: 30010, message: 'Ad is offline' }),
    ]);
  });

  it('announces a call that got no answer', async () => {
    server.use(http.get('*/api/ctc/query-advertise-detail', () => HttpResponse.error()));
    await expect(httpClient({ url: '/api/ctc/query-advertise-detail', method: 'GET' })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(failures.map((e) => e.error)).toEqual([
      expect.objectContaining({ kind: 'network', url: '/api/ctc/query-advertise-detail' }),
    ]);
  });

  it('stays quiet when the caller aborts the call (an unmounted query), but still rejects', async () => {
    server.use(
      http.get('*/api/ctc/query-adv-list', async () => {
        await new Promise((r) => setTimeout(r, 200));
        return HttpResponse.json({ code: 0, message: 'success', data: {} });
      }),
    );
    const controller = new AbortController();
    const call = httpClient({ url: '/api/ctc/query-adv-list', method: 'GET', signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'canceled' });
    expect(failures).toEqual([]);
    expect(logouts).toEqual([]);
  });

  it('stays quiet for silent calls but still rejects', async () => {
    server.use(
      http.get('*/api/ctc/query-currency-list', () => HttpResponse.json({ code: 1, message: 'no', data: null })),
    );
    await expect(
      httpClient({ url: '/api/ctc/query-currency-list', method: 'GET' }, { silent: true }),
    ).rejects.toMatchObject({ code: 1 });
    expect(failures).toEqual([]);
  });
});
