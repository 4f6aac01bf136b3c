import { http, HttpResponse } from 'msw';
import { httpClient } from '@/api/http/http-client';
import { getServerOffsetMs, hasServerTime, resetServerTime, serverNow } from '@/platform/server-time';
import { server, startMswServer } from '../../support/msw-server';

startMswServer();
afterEach(() => resetServerTime());

describe('server time (Date of GET /api/t/v2/assets)', () => {
  it('keeps the Date header of the assets call as server time', async () => {
    const serverDate = new Date(Date.now() + 90_000);
    serverDate.setMilliseconds(0);
    server.use(
      http.get('*/api/t/v2/assets', () =>
        HttpResponse.json({ code: 0, message: 'success', data: [] }, { headers: { Date: serverDate.toUTCString() } }),
      ),
    );

    await httpClient({ url: '/api/t/v2/assets', method: 'GET' });

    expect(hasServerTime()).toBe(true);
    // The header has second resolution; the request itself takes a few ms.
    expect(Math.abs(getServerOffsetMs() - 90_000)).toBeLessThan(2_000);
    expect(Math.abs(serverNow() - serverDate.getTime())).toBeLessThan(2_000);
  });

  it('ignores Date headers of other calls', async () => {
    server.use(
      http.get('*/api/ctc/verify-user', () =>
        HttpResponse.json({ code: 0, message: 'success', data: {} }, { headers: { Date: new Date(0).toUTCString() } }),
      ),
    );
    await httpClient({ url: '/api/ctc/verify-user', method: 'GET' });
    expect(hasServerTime()).toBe(false);
    expect(getServerOffsetMs()).toBe(0);
  });
});
