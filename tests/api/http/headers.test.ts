import type { RequestConfig } from '@/api/http/request-config';
import { http, HttpResponse } from 'msw';
import { httpClient } from '@/api/http/http-client';
import { applyHeaders } from '@/api/http/interceptors/headers';
import { buildCookieHeader } from '@/api/http/cookie-header';
import { CAPTCHA_STORAGE_KEY, configureRequestContext, resetRequestContext } from '@/api/http/request-context';
import { server, startMswServer, recordRequests } from '../../support/msw-server';

startMswServer();

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(() => {
  resetRequestContext();
  localStorage.clear();
  clearCookies();
});

async function sendAndCapture(): Promise<Headers> {
  const seen = recordRequests();
  server.use(http.get('*/api/ctc/verify-user', () => HttpResponse.json({ code: 0, message: 'success', data: {} })));
  await httpClient({ url: '/api/ctc/verify-user', method: 'GET' });
  return seen[0]!.headers;
}

describe('request headers', () => {
  it('sends authorization from the cookie, language, Platform, onPage, JSON accept and no-cache', async () => {
    document.cookie = 'authorization=token-abc; path=/';
    configureRequestContext({ getLanguage: () => 'fr', getPageUrl: () => 'http://localhost/fr/p2p/buy?asset=USDT' });

    const headers = await sendAndCapture();

    expect(headers.get('authorization')).toBe('token-abc');
    expect(headers.get('language')).toBe('fr');
    expect(headers.get('platform')).toBe('website');
    expect(headers.get('onpage')).toBe('http://localhost/fr/p2p/buy?asset=USDT');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(headers.get('pragma')).toBe('no-cache');
  });

  it("sends the page's language, not one a cookie kept from another language's page", async () => {
    const before = location.pathname;
    document.cookie = 'yu_locale=de; path=/';
    try {
      history.replaceState(null, '', '/ja/p2p/buy');
      expect((await sendAndCapture()).get('language')).toBe('ja');
      // After a language switch, which swaps the path's prefix, the next call says the new one.
      history.replaceState(null, '', '/th/p2p/buy');
      expect((await sendAndCapture()).get('language')).toBe('th');
      // A page without a language in its path: the stored choice.
      history.replaceState(null, '', '/login');
      expect((await sendAndCapture()).get('language')).toBe('de');
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('sends NECaptchaValidate only when local storage holds it', async () => {
    expect((await sendAndCapture()).get('necaptchavalidate')).toBeNull();
    localStorage.setItem(CAPTCHA_STORAGE_KEY, 'captcha-ok-123');
    expect((await sendAndCapture()).get('necaptchavalidate')).toBe('captcha-ok-123');
  });

  it('sends no authorization header when signed out', async () => {
    expect((await sendAndCapture()).get('authorization')).toBeNull();
  });

  it('never sets a Cookie header in a browser (forbidden header: credentials carry the cookies)', () => {
    document.cookie = 'authorization=token-abc; path=/';
    const config = applyHeaders({
      url: '/api/ctc/verify-user',
      method: 'GET',
      headers: new Headers(),
    } satisfies RequestConfig);
    expect(config.headers.get('Cookie')).toBeNull();
  });

  it('builds the Cookie string where the runtime allows it (Node)', () => {
    const jar: Record<string, string> = {
      accountGroup: '0',
      UID: '9001',
      userId: 'u-1',
      authorization: 'a b',
      locale: 'en',
    };
    configureRequestContext({ canSetCookieHeader: () => true, readCookie: (name) => jar[name] });

    const config = applyHeaders({
      url: '/api/ctc/verify-user',
      method: 'GET',
      headers: new Headers(),
    } satisfies RequestConfig);

    expect(config.headers.get('Cookie')).toBe('accountGroup=0; UID=9001; userId=u-1; authorization=a%20b; locale=en');
  });

  it('leaves out cookies that are not set', () => {
    expect(buildCookieHeader((name) => (name === 'UID' ? '42' : undefined))).toBe('UID=42');
  });
});
