import { http, HttpResponse } from 'msw';
import { httpClient } from '@/api/http/http-client';
import { configureServiceHosts, resetServiceHosts, serviceHostFor } from '@/api/http/interceptors/service-host';
import { server, startMswServer, recordRequests } from '../../support/msw-server';

startMswServer();
afterEach(() => resetServiceHosts());

describe('feature-flag and content-service hosts (spec §7)', () => {
  it('sends flagged calls to their configured host', async () => {
    configureServiceHosts({ featureFlag: { baseUrl: 'https://ff.exchange.test' }, content: { baseUrl: 'https://cms.exchange.test' } });
    const seen = recordRequests();
    server.use(
      http.get('https://ff.exchange.test/api/ff/flags', () => HttpResponse.json({ code: 0, message: 'success', data: { newChat: true } })),
      http.get('https://cms.exchange.test/api/cms/banner', () => HttpResponse.json({ code: 0, message: 'success', data: [] })),
    );
    await expect(httpClient({ url: '/api/ff/flags', method: 'GET' })).resolves.toEqual({ newChat: true });
    await httpClient({ url: '/api/cms/banner', method: 'GET' });
    expect(seen.map((r) => new URL(r.url).origin)).toEqual(['https://ff.exchange.test', 'https://cms.exchange.test']);
  });

  it('keeps everything same-origin without configured hosts, and never moves other calls', () => {
    expect(serviceHostFor('/api/ff/flags')).toBeUndefined();
    configureServiceHosts({ featureFlag: { baseUrl: 'https://ff.exchange.test' } });
    expect(serviceHostFor('/api/ctc/query-adv-list')).toBeUndefined();
    expect(serviceHostFor('/api/ff/flags')).toBe('https://ff.exchange.test');
  });
});
