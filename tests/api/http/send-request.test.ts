import { http, HttpResponse, delay } from 'msw';
import { httpClient } from '@/api/http/http-client';
import { server, startMswServer, recordRequests } from '../../support/msw-server';

startMswServer();

const ok = (data: unknown = {}) => HttpResponse.json({ code: 0, message: 'success', data });

describe('the fetch transport behind the client', () => {
  it('encodes query parameters, repeating array keys and leaving out empty ones', async () => {
    const seen = recordRequests();
    server.use(http.get('*/api/ctc/query-adv-list', () => ok()));
    await httpClient({
      url: '/api/ctc/query-adv-list',
      method: 'GET',
      params: { asset: 'USDT', payments: ['bank', 'wise'], amount: undefined, page: 2 },
    });
    const url = new URL(seen[0]!.url);
    expect(url.searchParams.get('asset')).toBe('USDT');
    expect(url.searchParams.getAll('payments')).toEqual(['bank', 'wise']);
    expect(url.searchParams.has('amount')).toBe(false);
    expect(url.searchParams.get('page')).toBe('2');
  });

  it('sends a JSON body as JSON', async () => {
    const seen = recordRequests();
    server.use(http.post('*/api/ctc/create-order', () => ok({ orderId: '1' })));
    await httpClient({ url: '/api/ctc/create-order', method: 'POST', data: { advNo: 'A1', amount: '100.50' } });
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(await seen[0]!.json()).toEqual({ advNo: 'A1', amount: '100.50' });
  });

  it('lets multipart bodies carry their own boundary (the generated call asks for multipart/form-data)', async () => {
    const seen = recordRequests();
    server.use(http.post('*/api/ctc/upload-picture', () => ok({ url: '/mock-files/a.png' })));
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'a.png');
    await httpClient({
      url: '/api/ctc/upload-picture',
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: form,
    });
    expect(seen[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('reports an unreachable server as a network failure', async () => {
    server.use(http.get('*/api/ctc/verify-user', () => HttpResponse.error()));
    await expect(httpClient({ url: '/api/ctc/verify-user', method: 'GET' }, { silent: true })).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'network',
    });
  });

  it('reports a call its caller aborted as canceled, not as a failure', async () => {
    server.use(
      http.get('*/api/ctc/verify-user', async () => {
        await delay(2_000);
        return ok();
      }),
    );
    const controller = new AbortController();
    const pending = httpClient({ url: '/api/ctc/verify-user', method: 'GET', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'canceled' });
  });

  it('gives up on a call that hangs past the timeout as a network failure the user can retry', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      server.use(http.get('*/api/ctc/verify-user', () => new Promise<Response>(() => undefined)));
      const pending = httpClient({ url: '/api/ctc/verify-user', method: 'GET' }, { silent: true });
      const settled = expect(pending).rejects.toMatchObject({ kind: 'network' });
      await jest.advanceTimersByTimeAsync(30_000);
      await settled;
    } finally {
      jest.useRealTimers();
    }
  });
});
