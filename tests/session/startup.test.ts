import { http, HttpResponse } from 'msw';
import { runStartup } from '@/session/startup';
import { getSession, logoutLocally, resetSession } from '@/session/session-store';
import { readCookie } from '@/shared/cookies';
import { server, startMswServer, recordRequests } from '../support/msw-server';

startMswServer();

const ok = (data: unknown) => HttpResponse.json({ code: 0, message: 'success', data });
const user = {
  userId: '100482913', UID: '58213094', accountGroup: 2, kycType: 'PERSONAL', kycStatus: 'APPROVED', isAdmin: true,
  username: 'AlexTrades', emailOrPhone: 'a@example.com', traderStatus: 'ACTIVE', email: 'a@example.com', phone: '',
  dialCode: '+1', twoFactorEnabled: false, adminTwoFactorRequired: true, verifyInstruction: '', isMining: false, newDevice: false,
};
const lists = { cryptoList: [{ assetCode: 'USDT', name: 'Tether', scale: 2, logoUrl: '/l.svg', minTradeAmount: '10' }], fiatList: [{ code: 'USD', name: 'US Dollar', symbol: '$', scale: 2, logoUrl: '/u.svg' }] };

function happyPath(overrides: { defaultFiatAsset?: string } = {}) {
  server.use(
    http.get('*/api/ctc/query-currency-list', () => ok(lists)),
    http.get('*/api/a/v2/auth/user/info', () => ok(user)),
    http.get('*/api/a/v1/auth/kyc/info', () => ok({ kycStatus: 'APPROVED', kycType: 'PERSONAL', level: 2, country: 'US', name: 'ALEX' })),
    http.get('*/api/ctc/verify-user', () => ok({ acceptTerm: true, defaultFiatAsset: overrides.defaultFiatAsset ?? 'EUR', paymentMethods: [], ...lists })),
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

describe('start-up sequence (spec §4)', () => {
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
    expect(s.startup).toEqual({ currencies: 'success', user: 'success', kyc: 'success', tradingFeature: 'success', broker: 'success' });
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
    server.use(http.get('*/api/a/v2/auth/user/info', () => HttpResponse.json({ code: 30000, message: 'bad', data: null })));
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
    server.use(http.get('*/api/ctc/query-currency-list', () => HttpResponse.json({ code: 1, message: 'no', data: null })));
    signInCookies();
    await runStartup({ reportStepError });
    expect(getSession().currencies).toBeNull();
    expect(getSession().userInfo?.userId).toBe('100482913');
    expect(reportStepError).not.toHaveBeenCalled();
  });

  it('a thrown exception is reported with its step number', async () => {
    happyPath();
    // A body the client accepts but the step cannot use: the phone is not text.
    server.use(http.get('*/api/a/v2/auth/user/info', () => ok({ ...user, phone: 7 })));
    signInCookies();
    await runStartup({ reportStepError });
    expect(reportStepError).toHaveBeenCalledWith(3, expect.any(String));
    expect(getSession().startup.user).toBe('error');
  });

  it('no answer at all on user info (offline, timeout) keeps the session for a retry (issue 7)', async () => {
    happyPath();
    server.use(http.get('*/api/a/v2/auth/user/info', () => HttpResponse.error()));
    signInCookies();
    const seen = recordRequests();
    await runStartup({ reportStepError });
    expect(getSession().startup.user).toBe('error');
    expect(readCookie('userId')).toBe('100482913');
    expect(seen.map((r) => new URL(r.url).pathname)).not.toContain('/api/a/v1/auth/kyc/info');
    expect(reportStepError).not.toHaveBeenCalled();
  });

  it('a success whose data is not an object (wrong types) logs out like an error response', async () => {
    happyPath();
    server.use(http.get('*/api/a/v2/auth/user/info', () => ok(12345)));
    signInCookies();
    await runStartup({ reportStepError });
    expect(getSession().userInfo).toBeNull();
    expect(readCookie('userId')).toBeUndefined();
    expect(reportStepError).not.toHaveBeenCalled();
  });

  it('a user info answer that arrives after a forced logout does not sign the user back in (issue 7)', async () => {
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
