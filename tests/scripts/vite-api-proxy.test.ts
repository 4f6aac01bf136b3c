import { EventEmitter } from 'node:events';
import type { ProxyOptions } from 'vite';
import { API_TARGET_MISSING, backendProxy, devHostCookie } from '../../scripts/vite-api-proxy';

type Configure = NonNullable<ProxyOptions['configure']>;

/** The proxy's answer headers after its proxyRes listeners ran, as Vite's proxy would pass them on. */
function proxiedCookies(options: ProxyOptions, setCookie: string[]): string[] | undefined {
  const proxy = new EventEmitter();
  options.configure?.(proxy as unknown as Parameters<Configure>[0], options);
  const response = { headers: { 'set-cookie': setCookie } };
  proxy.emit('proxyRes', response, {}, {});
  return response.headers['set-cookie'];
}

// npm run dev:backend: the dev server's /api goes to API_TARGET, cookies come back for the dev host.
describe('dev:backend proxy (scripts/vite-api-proxy.ts)', () => {
  it('sends /api to the API_TARGET origin, as that host, checking its certificate', () => {
    const api = backendProxy('https://p2p.example.com/')['/api'];
    expect(api).toMatchObject({ target: 'https://p2p.example.com', changeOrigin: true, secure: true });
    expect(Object.keys(backendProxy('http://127.0.0.1:4439'))).toEqual(['/api']);
  });

  it('makes every backend cookie a host-only cookie of the dev host', () => {
    expect(backendProxy('https://p2p.example.com')['/api']?.cookieDomainRewrite).toEqual({ '*': '' });
  });

  it('drops Secure and turns SameSite=None into Lax, since the dev server speaks http', () => {
    const api = backendProxy('https://p2p.example.com')['/api']!;
    expect(
      proxiedCookies(api, [
        'authorization=tok; Domain=.example.com; Path=/; Secure; HttpOnly; SameSite=None',
        'userId=42; Path=/; Max-Age=31536000; secure',
        'theme=dark; Path=/; SameSite=Strict',
      ]),
    ).toEqual([
      'authorization=tok; Domain=.example.com; Path=/; HttpOnly; SameSite=Lax',
      'userId=42; Path=/; Max-Age=31536000',
      'theme=dark; Path=/; SameSite=Strict',
    ]);
    // A value that merely contains the word is left alone.
    expect(devHostCookie('note=secure; Path=/')).toBe('note=secure; Path=/');
  });

  it('fails with a message saying what to set when API_TARGET is missing or not an http(s) URL', () => {
    expect(() => backendProxy(undefined)).toThrow(API_TARGET_MISSING);
    expect(() => backendProxy('  ')).toThrow(API_TARGET_MISSING);
    expect(() => backendProxy('p2p.example.com')).toThrow(/API_TARGET is not a URL: "p2p.example.com"/);
    expect(() => backendProxy('ftp://p2p.example.com')).toThrow(/http\(s\) URL/);
  });
});
