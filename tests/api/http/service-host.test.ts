import { http, HttpResponse } from 'msw';
import { httpClient } from '@/api/http/http-client';
import { serviceHostsFromEnv } from '@/api/http/interceptors/service-host';
import { resetAppConfig, setAppConfig } from '@/shared/config/app-config';
import { configureRequestContext, resetRequestContext } from '@/api/http/request-context';
import { server, startMswServer, recordRequests } from '../../support/msw-server';

// A call flagged for the feature-flag or content service goes to that host instead of the API.
// The hosts are build-time configuration (VITE_FEATURE_FLAG_HOST, VITE_CONTENT_HOST); the flag is per call.

startMswServer();
afterEach(() => {
  resetAppConfig();
  resetRequestContext();
});

const ok = (data: unknown) => HttpResponse.json({ code: 0, message: 'success', data });

describe('routing flagged calls to their service host', () => {
  it('sends a call flagged featureFlag or content to that host, and an unflagged one to the site', async () => {
    setAppConfig({
      serviceHosts: serviceHostsFromEnv({
        VITE_FEATURE_FLAG_HOST: 'https://ff.exchange.test',
        VITE_CONTENT_HOST: 'https://cms.exchange.test/p2p/',
      }),
    });
    const seen = recordRequests();
    server.use(
      http.get('https://ff.exchange.test/api/e/v1/flags', () => ok({ newChat: true })),
      http.get('https://cms.exchange.test/p2p/api/e/v1/banner', () => ok(['spring'])),
      http.get('*/api/e/v1/flags', () => ok({ newChat: false })),
    );
    await expect(httpClient({ url: '/api/e/v1/flags', method: 'GET' }, { service: 'featureFlag' })).resolves.toEqual({
      newChat: true,
    });
    await expect(httpClient({ url: '/api/e/v1/banner', method: 'GET' }, { service: 'content' })).resolves.toEqual([
      'spring',
    ]);
    // The same path without the flag stays on the site's origin.
    await expect(httpClient({ url: '/api/e/v1/flags', method: 'GET' })).resolves.toEqual({ newChat: false });
    expect(seen.map((r) => r.url)).toEqual([
      'https://ff.exchange.test/api/e/v1/flags',
      'https://cms.exchange.test/p2p/api/e/v1/banner',
      'http://localhost/api/e/v1/flags',
    ]);
  });

  it('keeps a flagged call on the site when its host is not configured (mocks, a same-origin gateway)', async () => {
    setAppConfig({ serviceHosts: serviceHostsFromEnv({ VITE_CONTENT_HOST: 'https://cms.exchange.test' }) });
    const seen = recordRequests();
    server.use(http.get('*/api/e/v1/flags', () => ok({})));
    await httpClient({ url: '/api/e/v1/flags', method: 'GET' }, { service: 'featureFlag' });
    expect(new URL(seen[0]!.url).origin).toBe('http://localhost');
  });

  it('sends the usual headers and the accountGroup prefix to the other host, with its query', async () => {
    setAppConfig({ serviceHosts: { content: 'https://cms.exchange.test' } });
    configureRequestContext({ getAuthorization: () => 'token-1', getAccountGroup: () => 3, getLanguage: () => 'de' });
    const seen = recordRequests();
    server.use(http.get('https://cms.exchange.test/3/api/e/v1/notice', () => ok({ text: 'maintenance' })));
    await httpClient(
      { url: '/api/e/v1/notice', method: 'GET', params: { lang: 'de' } },
      { service: 'content', accountGroup: true },
    );
    expect(seen[0]!.url).toBe('https://cms.exchange.test/3/api/e/v1/notice?lang=de');
    expect(seen[0]!.headers.get('authorization')).toBe('token-1');
    expect(seen[0]!.headers.get('language')).toBe('de');
  });
});

describe('reading the hosts from the build configuration', () => {
  it('takes absolute http(s) URLs, drops a trailing slash, keeps a base path', () => {
    const warn = jest.fn();
    expect(
      serviceHostsFromEnv(
        { VITE_FEATURE_FLAG_HOST: ' https://ff.exchange.test/ ', VITE_CONTENT_HOST: 'http://127.0.0.1:8080/cms' },
        warn,
      ),
    ).toEqual({
      featureFlag: 'https://ff.exchange.test',
      content: 'http://127.0.0.1:8080/cms',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves unset and empty values out without a word', () => {
    const warn = jest.fn();
    expect(serviceHostsFromEnv({ VITE_CONTENT_HOST: '' }, warn)).toEqual({});
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['ff.exchange.test', 'not an absolute URL'],
    ['/ff', 'not an absolute URL'],
    ['ftp://ff.exchange.test', 'http(s)'],
    ['javascript:alert(1)', 'http(s)'],
    ['https://user:secret@ff.exchange.test', 'no credentials'],
    ['https://ff.exchange.test/?x=1', 'no credentials, query or fragment'],
  ])('ignores %j with a warning naming the variable, and the call stays same-origin', (value, reason) => {
    const warn = jest.fn();
    expect(serviceHostsFromEnv({ VITE_FEATURE_FLAG_HOST: value }, warn)).toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('VITE_FEATURE_FLAG_HOST');
    expect(warn.mock.calls[0]![0]).toContain(reason);
  });
});
