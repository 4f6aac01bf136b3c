import { http, HttpResponse } from 'msw';
import { runStartup } from '@/session/startup';
import { getSession, logoutLocally, resetSession } from '@/session/session-store';
import { readCookie } from '@/shared/cookies';
import { onApiEvent } from '@/api/http/api-events';
import { configureRequestContext, resetRequestContext } from '@/api/http/request-context';
import { server, startMswServer, recordRequests } from '../support/msw-server';

startMswServer();

const ok = (data: unknown) => HttpResponse.json({ code: 0, message: 'success', data });
const user = {
  userId: '100482913',
  UID: '58213094',
  accountGroup: 2,
  kycType: 'PERSONAL',
  kycStatus: 'APPROVED',
  isAdmin: true,
  username: 'AlexTrades',
  emailOrPhone: 'a@example.com',
  traderStatus: 'ACTIVE',
  email: 'a@example.com',
  phone: '',
  dialCode: '+1',
  twoFactorEnabled: false,
  adminTwoFactorRequired: true,
  verifyInstruction: '',
  isMining: false,
  newDevice: false,
};
const lists = {
  cryptoList: [{ assetCode: 'USDT', name: 'Tether', scale: 2, logoUrl: '/l.svg', minTradeAmount: '10' }],
  fiatList: [{ code: 'USD', name: 'US Dollar', symbol: '$', scale: 2, logoUrl: '/u.svg' }],
};

function happyPath(overrides: { defaultFiatAsset?: string } = {}) {
  server.use(
    http.get('*/api/ctc/query-currency-list', () => ok(lists)),
    http.get('*/api/a/v2/auth/user/info', () => ok(user)),
    http.get('*/api/a/v1/auth/kyc/info', () =>
      ok({ kycStatus: 'APPROVED', kycType: 'PERSONAL', level: 2, country: 'US', name: 'ALEX' }),
    ),
    http.get('*/api/ctc/verify-user', () =>
      ok({ acceptTerm: true, defaultFiatAsset: overrides.defaultFiatAsset ?? 'EUR', paymentMethods: [], ...lists }),
    ),
    http.get('*/api/broker/v3/check', () => ok({ isBroker: false, brokerId: null, brokerName: null })),
  );
}

function signInCookies() {
  document.cookie = 'authorization=tok; path=/';
  document.cookie = 'userId=100482913; path=/';
}

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

let reportStepError: jest.Mock;
beforeEach(() => {
  reportStepError = jest.fn();
  resetSession();
  clearCookies();
});

describe('start-up sequence', () => {
  it('runs the four steps in order for a signed-in user and fills the session', async () => {
    happyPath();
    signInCookies();
    const seen = recordRequests();

    await runStartup({ reportStepError });

    expect(seen.map((r) => new URL(r.url).pathname)).toEqual([
      '/api/ctc/query-currency-list',
      '/api/a/v2/auth/user/info',
      '/api/a/v1/auth/kyc/info',
      '/api/ctc/verify-user',
      '/api/broker/v3/check',
    ]);
    const s = getSession();
    expect(s.currencies?.fiatList[0]?.code).toBe('USD');
    expect(s.userInfo?.UID).toBe('58213094');
    expect(s.verifyInfo).toMatchObject({ twoFactorRequired: true, emailAuthRequired: true, phoneAuthRequired: false });
    expect(s.tradingFeature).toEqual({ acceptTerm: true, defaultFiatAsset: 'EUR', paymentMethods: [] });
    expect(s.kycInfo?.level).toBe(2);
    expect(s.brokerInfo?.isBroker).toBe(false);
    expect(s.startup).toEqual({
      currencies: 'success',
      user: 'success',
      kyc: 'success',
      tradingFeature: 'success',
      broker: 'success',
    });
    expect(readCookie('accountGroup')).toBe('2');
    expect(reportStepError).not.toHaveBeenCalled();
  });

  it('falls back to USD when the server gives no default fiat', async () => {
    happyPath({ defaultFiatAsset: '' });
    signInCookies();
    await runStartup({ reportStepError });
    expect(getSession().tradingFeature?.defaultFiatAsset).toBe('USD');
  });

  it.each([['authorization'], ['userId']])('stops after the lists when the %s cookie is missing', async (present) => {
    happyPath();
    document.cookie = `${present}=x; path=/`;
    const seen = recordRequests();
    await runStartup({ reportStepError });
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/api/ctc/query-currency-list']);
    expect(getSession().userInfo).toBeNull();
  });

  it('a non-zero code on user info logs the user out and stops', async () => {
    happyPath();
    server.use(
      http.get('*/api/a/v2/auth/user/info', () => HttpResponse.json({ code: 30000, message: 'bad', data: null })),
    );
    signInCookies();
    const seen = recordRequests();
    await runStartup({ reportStepError });
    expect(getSession().userInfo).toBeNull();
    expect(readCookie('userId')).toBeUndefined();
    expect(seen.map((r) => new URL(r.url).pathname)).not.toContain('/api/a/v1/auth/kyc/info');
    expect(getSession().startup.user).toBe('error');
  });

  it('a failed currency list stores nothing and the rest still runs', async () => {
    happyPath();
    server.use(
      http.get('*/api/ctc/query-currency-list', () => HttpResponse.json({ code: 1, message: 'no', data: null })),
    );
    signInCookies();
    await runStartup({ reportStepError });
    expect(getSession().currencies).toBeNull();
    expect(getSession().userInfo?.userId).toBe('100482913');
    expect(reportStepError).not.toHaveBeenCalled();
  });

  it('a thrown exception is reported with its step number', async () => {
    happyPath();
    signInCookies();
    // A browser that refuses to store cookies throws as the step writes the session's cookies.
    const refuse = jest.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(() => {
      throw new Error('cookies are blocked');
    });
    await runStartup({ reportStepError });
    refuse.mockRestore();
    expect(reportStepError).toHaveBeenCalledWith(3, expect.any(String));
    expect(getSession().startup.user).toBe('error');
  });

  describe('an outage is not a logout', () => {
    /** The user-info call fails with `failure` `times` times, then answers; the fake clock records each wait. */
    function downThenUp(times: number, failure: () => Response) {
      let left = times;
      server.use(http.get('*/api/a/v2/auth/user/info', () => (left-- > 0 ? failure() : ok(user))));
      const waits: number[] = [];
      const outageSeen: boolean[] = [];
      const wait = async (ms: number) => {
        waits.push(ms);
        outageSeen.push(getSession().serviceOutage);
        // During the outage nothing about the session has changed.
        expect(readCookie('userId')).toBe('100482913');
        expect(readCookie('authorization')).toBe('tok');
        expect(getSession().startup.user).toBe('pending');
      };
      return { waits, outageSeen, wait };
    }

    it.each([
      [
        'HTTP 500',
        () => HttpResponse.json({ code: 500, message: 'Internal Server Error', data: null }, { status: 500 }),
      ],
      ['HTTP 503', () => HttpResponse.json({ code: 503, message: 'Service Unavailable', data: null }, { status: 503 })],
      ['no answer (network failure, timeout)', () => HttpResponse.error()],
      [
        'malformed JSON',
        () => new HttpResponse('{"code":0,"data":{', { headers: { 'Content-Type': 'application/json' } }),
      ],
      [
        'an HTML page at HTTP 200',
        () => new HttpResponse('<!doctype html><p>Gateway</p>', { headers: { 'Content-Type': 'text/html' } }),
      ],
      ['data of the wrong type', () => ok(12345)],
      ['a user whose fields have the wrong types', () => ok({ ...user, userId: 100482913, phone: 7 })],
    ])('%s keeps the cookies, retries with backoff and then goes on with start-up', async (_, failure) => {
      happyPath();
      const { waits, outageSeen, wait } = downThenUp(4, failure);
      signInCookies();
      const seen = recordRequests();
      const failures = jest.fn();
      const off = onApiEvent('failure', failures);
      await runStartup({ reportStepError, wait });
      off();
      expect(waits).toEqual([1_000, 2_000, 4_000, 8_000]);
      expect(outageSeen).toEqual([true, true, true, true]);
      expect(getSession().serviceOutage).toBe(false);
      expect(getSession().userInfo?.UID).toBe('58213094');
      expect(seen.map((r) => new URL(r.url).pathname).filter((p) => p === '/api/a/v2/auth/user/info')).toHaveLength(5);
      expect(seen.map((r) => new URL(r.url).pathname)).toContain('/api/broker/v3/check');
      expect(getSession().startup).toEqual({
        currencies: 'success',
        user: 'success',
        kyc: 'success',
        tradingFeature: 'success',
        broker: 'success',
      });
      // The notice speaks during the outage, not a toast per retry.
      expect(failures).not.toHaveBeenCalled();
      expect(reportStepError).not.toHaveBeenCalled();
    });

    it.each([
      ['a non-zero code', () => HttpResponse.json({ code: 30000, message: 'bad', data: null })],
      ['HTTP 401', () => HttpResponse.json({ code: 401, message: 'Unauthorized', data: null }, { status: 401 })],
      ['a forced-logout code', () => HttpResponse.json({ code: 20051, message: 'Please log in again.', data: null })],
    ])('%s logs out at once, without retrying', async (_, failure) => {
      happyPath();
      const { waits, wait } = downThenUp(1, failure);
      signInCookies();
      await runStartup({ reportStepError, wait });
      expect(waits).toEqual([]);
      expect(getSession().userInfo).toBeNull();
      expect(getSession().serviceOutage).toBe(false);
      expect(readCookie('userId')).toBeUndefined();
      expect(readCookie('authorization')).toBeUndefined();
    });

    it('a forced logout from another call during the outage ends the retries signed out', async () => {
      happyPath();
      server.use(http.get('*/api/a/v2/auth/user/info', () => HttpResponse.error()));
      signInCookies();
      const wait = jest.fn(async () => logoutLocally());
      await runStartup({ reportStepError, wait });
      expect(wait).toHaveBeenCalledTimes(1);
      expect(getSession().userInfo).toBeNull();
      expect(getSession().serviceOutage).toBe(false);
    });
  });

  it('user info carrying the session token writes the authorization, authtoken and locale cookies', async () => {
    happyPath();
    server.use(http.get('*/api/a/v2/auth/user/info', () => ok({ ...user, authtoken: 'fresh-token.v2' })));
    configureRequestContext({ getLanguage: () => 'ko' });
    signInCookies();
    await runStartup({ reportStepError });
    resetRequestContext();
    expect(readCookie('authorization')).toBe('fresh-token.v2');
    expect(readCookie('authtoken')).toBe('fresh-token.v2');
    expect(readCookie('locale')).toBe('ko');
    // The credential lives in the cookies only; the store (read by screens and embedded apps) never holds it.
    expect(getSession().userInfo).not.toHaveProperty('authtoken');
    logoutLocally();
    for (const name of ['authorization', 'authtoken', 'locale', 'userId', 'UID'])
      expect(readCookie(name)).toBeUndefined();
  });

  it('a user info answer that arrives after a forced logout does not sign the user back in', async () => {
    happyPath();
    let answer: () => void = () => undefined;
    const asked = new Promise<void>((called) =>
      server.use(
        http.get('*/api/a/v2/auth/user/info', () => {
          called();
          return new Promise<Response>((resolve) => (answer = () => resolve(ok(user))));
        }),
      ),
    );
    signInCookies();
    const running = runStartup({ reportStepError });
    await asked;
    logoutLocally(); // another call answered a forced-logout code meanwhile
    answer();
    await running;
    expect(getSession().userInfo).toBeNull();
    expect(readCookie('userId')).toBeUndefined();
  });
});
