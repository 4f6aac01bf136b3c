import { http, HttpResponse } from 'msw';
import { httpClient } from '@/api/http/http-client';
import { configureRequestContext, resetRequestContext } from '@/api/http/request-context';
import { connectHttpEvents } from '@/app/connect-http-events';
import { getSession, resetSession, setUserInfo } from '@/session/session-store';
import { readCookie } from '@/shared/cookies';
import { server, startMswServer, recordRequests } from '../support/msw-server';
import type { UserInfo } from '@/api/generated/models';

startMswServer();

const trader: UserInfo = {
  userId: '100482913',
  UID: '58213094',
  accountGroup: 0,
  kycType: 'PERSONAL',
  kycStatus: 'APPROVED',
  isAdmin: true,
  username: 'CryptoKing',
  emailOrPhone: 'cr***ng@example.com',
  traderStatus: 'ACTIVE',
  email: 'c@example.com',
  phone: '912345678',
  dialCode: '+84',
  twoFactorEnabled: true,
  adminTwoFactorRequired: false,
  verifyInstruction: '',
  isMining: false,
  newDevice: false,
};

let sinks: { showError: jest.Mock; translate: (k: string) => string; goToLogin: jest.Mock };
let disconnect: () => void;
beforeEach(() => {
  sinks = { showError: jest.fn(), translate: (k) => `t(${k})`, goToLogin: jest.fn() };
  disconnect = connectHttpEvents(sinks);
  document.cookie = 'authorization=tok; path=/';
  setUserInfo(trader);
});
afterEach(() => {
  disconnect();
  resetSession();
  resetRequestContext();
});

async function settle() {
  for (let i = 0; i < 10; i += 1) await new Promise((r) => setTimeout(r, 0));
}

describe('forced logout through the client (spec §4, §8)', () => {
  it('ten requests failing at once send one logout report, clear the session and go to /login once', async () => {
    const seen = recordRequests();
    server.use(
      http.get('*/api/ctc/query-order-list', () => new HttpResponse(null, { status: 401 })),
      http.post('*/api/a/v1/auth/logout', () =>
        HttpResponse.json({ code: 0, message: 'success', data: { success: true } }),
      ),
    );
    expect(readCookie('userId')).toBe('100482913');

    const calls = Array.from({ length: 10 }, () =>
      httpClient({ url: '/api/ctc/query-order-list', method: 'GET' }).catch((e: unknown) => e),
    );
    await Promise.all(calls);
    await settle();

    const reports = seen.filter((r) => new URL(r.url).pathname === '/api/a/v1/auth/logout');
    expect(reports).toHaveLength(1);
    expect(reports[0]!.method).toBe('POST');
    expect(await reports[0]!.json()).toEqual({ errorApi: '/api/ctc/query-order-list', errorReason: '401' });
    expect(sinks.goToLogin).toHaveBeenCalledTimes(1);
    expect(getSession().userInfo).toBeNull();
    expect(readCookie('userId')).toBeUndefined();
    expect(readCookie('authorization')).toBeUndefined();
    expect(sinks.showError).not.toHaveBeenCalled();
  });

  it('a failure toast shows the server message', async () => {
    server.use(
      http.get('*/api/ctc/verify-user', () =>
        HttpResponse.json({ code: 30004, message: 'Accept the terms first', data: null }),
      ),
    );
    await expect(httpClient({ url: '/api/ctc/verify-user', method: 'GET' })).rejects.toMatchObject({ code: 30004 });
    expect(sinks.showError).toHaveBeenCalledWith('Accept the terms first');
  });

  it('offline, the toast says Network Error in the current language', async () => {
    configureRequestContext({ isOnline: () => false });
    server.use(http.get('*/api/ctc/verify-user', () => HttpResponse.error()));
    await expect(httpClient({ url: '/api/ctc/verify-user', method: 'GET' })).rejects.toMatchObject({ kind: 'network' });
    expect(sinks.showError).toHaveBeenCalledWith('t(errors:network)');
  });
});
