import { http, HttpResponse } from 'msw';
import { httpClient } from '@/api/http/http-client';
import { server, startMswServer } from '../../support/msw-server';

startMswServer();

describe('envelope (spec §7: code 0 is success)', () => {
  it('resolves to data when code is 0', async () => {
    server.use(http.get('*/api/ctc/verify-user', () => HttpResponse.json({ code: 0, message: 'success', data: { acceptTerm: true } })));
    await expect(httpClient({ url: '/api/ctc/verify-user', method: 'GET' })).resolves.toEqual({ acceptTerm: true });
  });

  it('rejects a non-zero code with a typed error carrying code and message', async () => {
    server.use(
      http.post('*/api/ctc/create-order', () => HttpResponse.json({ code: 30002, message: 'Amount outside limits', data: null })),
    );
    await expect(httpClient({ url: '/api/ctc/create-order', method: 'POST', data: {} }, { silent: true })).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'business',
      code: 30002,
      message: 'Amount outside limits',
      url: '/api/ctc/create-order',
    });
  });

  it('rejects a body that is not the envelope as malformed', async () => {
    server.use(http.get('*/api/ctc/verify-user', () => HttpResponse.text('<html>gateway</html>')));
    await expect(httpClient({ url: '/api/ctc/verify-user', method: 'GET' }, { silent: true })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('keeps the envelope code and message of an HTTP error', async () => {
    server.use(http.get('*/api/ctc/verify-user', () => HttpResponse.json({ code: 50000, message: 'Busy' }, { status: 503 })));
    await expect(httpClient({ url: '/api/ctc/verify-user', method: 'GET' }, { silent: true })).rejects.toMatchObject({
      kind: 'http',
      status: 503,
      code: 50000,
      message: 'Busy',
    });
  });
});
