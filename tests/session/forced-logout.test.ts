import { createForcedLogout, type ForcedLogoutDeps } from '@/session/forced-logout';

function setup(loggedIn = true, report: ForcedLogoutDeps['sendLogoutReport'] = () => Promise.resolve()) {
  const calls: string[] = [];
  let signedIn = loggedIn;
  const deps: ForcedLogoutDeps = {
    isLoggedIn: () => signedIn,
    sendLogoutReport: jest.fn(async (r) => {
      calls.push(`report:${r.errorApi}:${r.errorReason}`);
      return report(r);
    }),
    clearSession: () => {
      signedIn = false;
      calls.push('clear');
    },
    claimLoginNavigation: () => calls.push('claim'),
    goToLogin: () => calls.push('login'),
  };
  return { forcedLogout: createForcedLogout(deps), calls, deps };
}

describe('forced logout (bitMaxLogout)', () => {
  it('claims the navigation to /login, reports, then clears the session, then goes to /login', async () => {
    const { forcedLogout, calls } = setup();
    await forcedLogout({ errorApi: '/api/ctc/query-order-list', errorReason: '20051' });
    expect(calls).toEqual(['claim', 'report:/api/ctc/query-order-list:20051', 'clear', 'login']);
  });

  it('claims the navigation at once, before the report is answered', () => {
    const { forcedLogout, calls } = setup(true, () => new Promise(() => undefined));
    void forcedLogout({ errorApi: '/api/ctc/get-user-info', errorReason: '20051' });
    expect(calls).toEqual(['claim', 'report:/api/ctc/get-user-info:20051']);
  });

  it('still clears and redirects when the report fails', async () => {
    const { forcedLogout, calls } = setup(true, () => Promise.reject(new Error('offline')));
    await forcedLogout({ errorApi: '/x', errorReason: '401' });
    expect(calls.slice(2)).toEqual(['clear', 'login']);
  });

  it('runs once for many failures at the same time', async () => {
    const { forcedLogout, calls, deps } = setup();
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => forcedLogout({ errorApi: `/api/${i}`, errorReason: '401' })),
    );
    expect(deps.sendLogoutReport).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c === 'login')).toHaveLength(1);
    expect(calls.filter((c) => c === 'claim')).toHaveLength(1);
  });

  it('does nothing for a signed-out user or an incomplete payload', async () => {
    const signedOut = setup(false);
    await signedOut.forcedLogout({ errorApi: '/x', errorReason: '401' });
    expect(signedOut.calls).toEqual([]);
    const incomplete = setup();
    await incomplete.forcedLogout({ errorApi: '/x', errorReason: '' });
    expect(incomplete.calls).toEqual([]);
  });
});
