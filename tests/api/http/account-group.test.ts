import { http, HttpResponse } from 'msw';
import { httpClient } from '@/api/http/http-client';
import { ApiError } from '@/api/http/api-error';
import { configureRequestContext, resetRequestContext } from '@/api/http/request-context';
import { onApiEvent } from '@/api/http/api-events';
import { server, startMswServer, recordRequests } from '../../support/msw-server';

startMswServer();
afterEach(() => resetRequestContext());

const ok = (data: unknown) => HttpResponse.json({ code: 0, message: 'success', data });

describe('accountGroup prefix', () => {
  it('refuses a group-scoped call without an accountGroup and sends nothing', async () => {
    const seen = recordRequests();
    const failures: string[] = [];
    const off = onApiEvent('failure', (e) => failures.push(e.error.kind));
    configureRequestContext({ getAccountGroup: () => undefined });
    server.use(http.get('*/api/t/v2/spot-balance', () => ok([])));

    const call = httpClient({ url: '/api/t/v2/spot-balance', method: 'GET' }, { accountGroup: true });

    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({
      kind: 'account-group',
      message: 'The account group is undefined or missing.',
    });
    expect(seen).toHaveLength(0);
    expect(failures).toEqual(['account-group']); // reported even though nothing was sent
    off();
  });

  it.each([
    [0, '/0/api/t/v2/spot-balance'],
    [7, '/7/api/t/v2/spot-balance'],
  ])('prefixes the path with /%s (0 is a valid group)', async (group, expectedPath) => {
    const seen = recordRequests();
    configureRequestContext({ getAccountGroup: () => group });
    server.use(http.get('*/:group/api/t/v2/spot-balance', () => ok([{ asset: 'USDT', available: '10.00' }])));

    const data = await httpClient<{ data: unknown }>(
      { url: '/api/t/v2/spot-balance', method: 'GET' },
      { accountGroup: true },
    );

    expect(data).toEqual([{ asset: 'USDT', available: '10.00' }]);
    expect(new URL(seen[0]!.url).pathname).toBe(expectedPath);
  });

  it('leaves calls that are not group-scoped untouched', async () => {
    const seen = recordRequests();
    configureRequestContext({ getAccountGroup: () => 3 });
    server.use(http.get('*/api/a/v2/auth/user/info', () => ok({ userId: '1' })));

    await httpClient({ url: '/api/a/v2/auth/user/info', method: 'GET' });

    expect(new URL(seen[0]!.url).pathname).toBe('/api/a/v2/auth/user/info');
  });
});
