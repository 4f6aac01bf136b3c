import { act, waitFor } from '@testing-library/react';
import { connectHttpEvents } from '@/app/connect-http-events';
import { resetLoginNavigation } from '@/session/login-navigation';
import { logoutLocally, resetSession } from '@/session/session-store';
import { runStartup } from '@/session/startup';
import { loginReturnPath, paths } from '@/shared/routing/paths';
import { MOCK_USERS } from '@mocks/users';
import { startMocks } from '../mocks/mock-harness';
import { appRouteTable, renderWithProviders } from '../support/render-with-providers';

// On a login-required page, a forced logout and the login guard both see the
// session go. Only the forced logout may navigate to /login, once, with the page the trader was on.

startMocks();

function signInAs(scenario: string) {
  const user = MOCK_USERS.trader;
  for (const cookie of [
    `authorization=${user.authorization}`,
    `userId=${user.userId}`,
    `UID=${user.UID}`,
    `accountGroup=${user.accountGroup}`,
    `mockScenario=${scenario}`,
  ]) {
    document.cookie = `${cookie}; path=/`;
  }
}

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

let disconnect = () => undefined as void;
afterEach(() => {
  disconnect();
  resetSession();
  resetLoginNavigation();
  clearCookies();
});

async function openUnderForcedLogout(page: string) {
  signInAs('forced-logout');
  const { router } = renderWithProviders(appRouteTable(), { url: page });
  // Every location the app's router committed, to see a second navigation to /login if one happens.
  const visited: string[] = [];
  const logins: string[] = [];
  const record = () => visited.push(`${router.state.location.pathname}${router.state.location.search}`);
  disconnect = connectHttpEvents({
    showError: () => '',
    dismissError: () => undefined,
    translate: (key) => key,
    // What the app's sink does (src/app/bootstrap.ts), with the router's location as the page.
    goToLogin: () =>
      logins.push(paths.login(loginReturnPath(`${router.state.location.pathname}${router.state.location.search}`))),
  });
  return { router, visited, logins, record };
}

describe('one navigation to /login after a forced logout', () => {
  it.each([
    ['/en/p2p/order'],
    ['/en/p2p/order?orderId=2504150830120001'],
    ['/en/p2p/buy/detail/AD20250415000001'],
    ['/en/p2p/sell/detail/AD20250415000002'],
  ])(
    '%s: the start-up and the page fail together; only the forced logout navigates, with the page as redirect',
    async (page) => {
      const { router, visited, logins, record } = await openUnderForcedLogout(page);
      // The start-up's user info and the page's own reads fail with the forced-logout code in parallel.
      await act(async () => {
        await runStartup({ reportStepError: () => undefined });
      });
      await waitFor(() => expect(logins).toHaveLength(1));
      record();
      await act(async () => new Promise((r) => setTimeout(r, 50)));
      record();
      expect(logins).toEqual([`/login?redirect=${encodeURIComponent(page)}`]);
      // The login guard waited for that navigation instead of making its own.
      expect(visited.every((at) => at === page)).toBe(true);
      expect(router.state.location.pathname).not.toBe('/login');
    },
  );

  it('a logout that is not forced (the start-up dropped the user) still leads to login through the guard', async () => {
    const { router } = await openUnderForcedLogout('/en/p2p/order');
    act(() => logoutLocally());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/en/p2p/order')}`);
  });
});
