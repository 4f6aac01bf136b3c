import { clearSessionCookies, SESSION_COOKIES, writeSessionCookies } from '@/session/session-cookies';
import { cookieDomainFor } from '@/shared/cookies';
import type { UserInfo } from '@/api/generated/models';
import { buildCookieHeader } from '@/api/http/cookie-header';
import { readCookie } from '@/shared/cookies';

// jsdom cannot hold cookies for another domain, so the writes are observed on document.cookie's setter.
function captureCookieWrites(): { writes: string[]; restore: () => void } {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor.get!.call(document) as string,
    set: (value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    },
  });
  return { writes, restore: () => delete (document as unknown as Record<string, unknown>).cookie };
}

const base: UserInfo = {
  userId: '1',
  UID: '2',
  accountGroup: 0,
  kycType: 'PERSONAL',
  kycStatus: 'APPROVED',
  isAdmin: true,
  username: 'Alex',
  emailOrPhone: 'a@x.com',
  traderStatus: 'ACTIVE',
  email: 'a@x.com',
  phone: '',
  dialCode: '',
  twoFactorEnabled: true,
  adminTwoFactorRequired: false,
  verifyInstruction: '',
  isMining: false,
  newDevice: false,
};

const attr = (cookie: string, name: string) =>
  cookie
    .split('; ')
    .find((p) => p.toLowerCase().startsWith(`${name.toLowerCase()}=`))
    ?.split('=')[1];
const named = (writes: string[], name: string) => writes.filter((w) => w.startsWith(`${name}=`));

describe('session cookies', () => {
  it.each([
    ['www.exchange.com', '.exchange.com'],
    ['p2p.exchange.com', '.p2p.exchange.com'],
    ['exchange.com', '.exchange.com'],
    ['localhost', undefined],
    ['127.0.0.1', undefined],
  ])('domain for %s is %s', (host, domain) => expect(cookieDomainFor(host)).toBe(domain));

  it('writes the user cookies on the parent domain for 365 days', () => {
    const { writes, restore } = captureCookieWrites();
    writeSessionCookies({ ...base, accountGroup: 0 }, { hostname: 'www.exchange.com', development: false }, 'en');
    restore();
    const group = named(writes, 'accountGroup');
    expect(group).toHaveLength(1);
    expect(attr(group[0]!, 'accountGroup')).toBe('0');
    expect(attr(group[0]!, 'domain')).toBe('.exchange.com');
    const days = (Date.parse(attr(group[0]!, 'expires')!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThan(365.1);
    for (const name of ['userId', 'UID', 'yu_userName', 'yu_isSubuser', 'yu_isMining', 'yu_kycStatus'])
      expect(named(writes, name)).toHaveLength(1);
  });

  it('in development also writes host-only cookies (no domain)', () => {
    const { writes, restore } = captureCookieWrites();
    writeSessionCookies(base, { hostname: 'dev.exchange.com', development: true }, 'en');
    restore();
    const uid = named(writes, 'UID');
    expect(uid.map((w) => attr(w, 'domain'))).toEqual(['.dev.exchange.com', undefined]);
  });

  it('sets the institution cookie true for institutions and clears it otherwise', () => {
    const a = captureCookieWrites();
    writeSessionCookies(
      { ...base, kycType: 'COMPANY', kycStatus: 'PENDING' },
      { hostname: 'localhost', development: true },
      'en',
    );
    a.restore();
    expect(attr(named(a.writes, 'yu_isInstitutions')[0]!, 'yu_isInstitutions')).toBe('true');
    const b = captureCookieWrites();
    writeSessionCookies(
      { ...base, kycType: 'COMPANY', kycStatus: 'APPROVED' },
      { hostname: 'localhost', development: true },
      'en',
    );
    b.restore();
    expect(named(b.writes, 'yu_isInstitutions')[0]).toMatch(/expires=Thu, 01 Jan 1970/);
  });

  it('logout clears every session cookie for the domain, the host and no domain', () => {
    const { writes, restore } = captureCookieWrites();
    clearSessionCookies({ hostname: 'www.exchange.com', development: true });
    restore();
    for (const name of SESSION_COOKIES) {
      const domains = named(writes, name).map((w) => attr(w, 'domain'));
      expect(domains).toEqual(expect.arrayContaining(['.exchange.com', 'www.exchange.com', undefined]));
      expect(named(writes, name).every((w) => w.includes('expires=Thu, 01 Jan 1970'))).toBe(true);
    }
  });
  describe('the session token (contract 2.1.0 UserInfo.authtoken)', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJ1aWQiOiIyIn0.c2ln';
    const days = (cookie: string) => (Date.parse(attr(cookie, 'expires')!) - Date.now()) / 86_400_000;

    it('writes authorization and authtoken (the token) and locale on the parent domain for 365 days', () => {
      const { writes, restore } = captureCookieWrites();
      writeSessionCookies({ ...base, authtoken: token }, { hostname: 'www.exchange.com', development: false }, 'de');
      restore();
      for (const [name, value] of [
        ['authorization', token],
        ['authtoken', token],
        ['locale', 'de'],
      ] as const) {
        const written = named(writes, name);
        expect(written).toHaveLength(1);
        expect(decodeURIComponent(attr(written[0]!, name)!)).toBe(value);
        expect(attr(written[0]!, 'domain')).toBe('.exchange.com');
        expect(days(written[0]!)).toBeGreaterThan(364.9);
        expect(days(written[0]!)).toBeLessThan(365.1);
      }
    });

    it('in development also writes them without a domain', () => {
      const { writes, restore } = captureCookieWrites();
      writeSessionCookies({ ...base, authtoken: token }, { hostname: 'p2p.dev.exchange.com', development: true }, 'th');
      restore();
      for (const name of ['authorization', 'authtoken', 'locale']) {
        expect(named(writes, name).map((w) => attr(w, 'domain'))).toEqual(['.p2p.dev.exchange.com', undefined]);
      }
    });

    it('leaves authorization and authtoken alone when the answer carries no token', () => {
      const { writes, restore } = captureCookieWrites();
      writeSessionCookies(base, { hostname: 'www.exchange.com', development: false }, 'en');
      restore();
      expect(named(writes, 'authorization')).toEqual([]);
      expect(named(writes, 'authtoken')).toEqual([]);
      expect(named(writes, 'locale')).toHaveLength(1);
    });

    it('logout clears authorization, authtoken and locale for the domain, the host and no domain', () => {
      const { writes, restore } = captureCookieWrites();
      clearSessionCookies({ hostname: 'www.exchange.com', development: true });
      restore();
      for (const name of ['authorization', 'authtoken', 'locale']) {
        expect(named(writes, name).map((w) => attr(w, 'domain'))).toEqual(
          expect.arrayContaining(['.exchange.com', 'www.exchange.com', undefined]),
        );
      }
    });

    it('the Cookie string is built from what set-user-info wrote, in its order', () => {
      // jsdom's host is localhost: host-only cookies, readable back.
      writeSessionCookies(
        { ...base, accountGroup: 3, authtoken: token },
        { hostname: 'localhost', development: true },
        'ru',
      );
      expect(buildCookieHeader(readCookie)).toBe(
        `accountGroup=3; UID=2; userId=1; authorization=${token}; authtoken=${token}; locale=ru`,
      );
      clearSessionCookies({ hostname: 'localhost', development: true });
      expect(buildCookieHeader(readCookie)).toBe('');
    });
  });
});
