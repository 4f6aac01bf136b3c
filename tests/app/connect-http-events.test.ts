import { http, HttpResponse } from 'msw';
import { httpClient } from '@/api/http/http-client';
import { configureRequestContext, resetRequestContext } from '@/api/http/request-context';
import { connectHttpEvents } from '@/app/connect-http-events';
import { getSession, resetSession, setServiceOutage, setUserInfo } from '@/session/session-store';
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

let sinks: {
  showError: jest.Mock;
  dismissError: jest.Mock;
  translate: (k: string) => string;
  goToLogin: jest.Mock;
};
let disconnect: () => void;
beforeEach(() => {
  let shown = 0;
  sinks = {
    showError: jest.fn(() => `toast-${(shown += 1)}`),
    dismissError: jest.fn(),
    translate: (k) => `t(${k})`,
    goToLogin: jest.fn(),
  };
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

describe('forced logout through the client', () => {
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

  it('the outage notice is the one message for calls that get no answer; a refusal is still toasted', async () => {
    server.use(
      http.get('*/api/ctc/query-order-list', () =>
        HttpResponse.json({ code: 500, message: 'Internal Server Error', data: null }, { status: 500 }),
      ),
    );
    // A 500 before the notice is toasted, and that toast goes when the notice appears.
    await expect(httpClient({ url: '/api/ctc/query-order-list', method: 'GET' })).rejects.toMatchObject({
      status: 500,
    });
    expect(sinks.showError).toHaveBeenCalledWith('Internal Server Error');
    expect(sinks.dismissError).not.toHaveBeenCalled();
    setServiceOutage(true);
    expect(sinks.dismissError).toHaveBeenCalledWith('toast-1');
    sinks.showError.mockClear();

    server.use(
      http.get('*/api/ctc/query-order-list', () =>
        HttpResponse.json({ code: 500, message: 'Internal Server Error', data: null }, { status: 500 }),
      ),
      http.get('*/api/ctc/verify-user', () =>
        HttpResponse.json({ code: 30004, message: 'Accept the terms first', data: null }),
      ),
    );
    await expect(httpClient({ url: '/api/ctc/query-order-list', method: 'GET' })).rejects.toMatchObject({
      status: 500,
    });
    expect(sinks.showError).not.toHaveBeenCalled();
    await expect(httpClient({ url: '/api/ctc/verify-user', method: 'GET' })).rejects.toMatchObject({ code: 30004 });
    expect(sinks.showError).toHaveBeenCalledWith('Accept the terms first');

    // Without the notice, the same 500 is toasted: it is the only message then.
    setServiceOutage(false);
    await expect(httpClient({ url: '/api/ctc/query-order-list', method: 'GET' })).rejects.toMatchObject({
      status: 500,
    });
    expect(sinks.showError).toHaveBeenLastCalledWith('Internal Server Error');
  });
});
