import { act, screen, waitFor } from '@testing-library/react';
import { DEFAULT_ROUTE_RULES, findRouteRule } from '@/shared/routing/route-rules';
import { appRoutes } from '@/app/router';
import { RouteBoundary } from '@/app/routes/route-boundary';
import { safeRedirect } from '@/shared/routing/paths';
import { fatalNotFound, isFatalPageError } from '@/shared/routing/fatal-error';
import { MOCK_USERS } from '@mocks/users';
import { runStartup } from '@/session/startup';
import { logoutLocally, resetSession } from '@/session/session-store';
import { startMocks } from '../mocks/mock-harness';
import { appRouteTable, renderWithProviders } from '../support/render-with-providers';

startMocks();

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
beforeEach(() => {
  clearCookies();
  localStorage.clear();
});

const path = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('routes and guards', () => {
  it.each([
    ['/en-us/p2p/buy', '/en/p2p/buy'],
    ['/en/p2p', '/en/p2p/buy'],
    ['/en/p2p/express', '/en/p2p/buy'],
    ['/fr/c2c/anything', '/fr/p2p/buy'],
  ])('%s lands on %s', async (from, to) => {
    const { router } = renderWithProviders(appRouteTable(), { url: from });
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it('/p2p returns to the last list the trader chose', async () => {
    localStorage.setItem('p2p.lastList', JSON.stringify({ side: 'sell', asset: 'BTC', fiat: 'EUR' }));
    const { router } = renderWithProviders(appRouteTable(), { url: '/en/p2p' });
    await waitFor(() => expect(path(router)).toBe('/en/p2p/sell?asset=BTC&fiat=EUR'));
  });

  it.each([['/en/p2p/order'], ['/en/p2p/buy/detail/AD1'], ['/en/hkpay?orderId=1']])(
    '%s sends a signed-out user to login and back',
    async (from) => {
      const { router } = renderWithProviders(appRouteTable(), { url: from });
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(from)}`);
    },
  );

  it.each([['/en/nope'], ['/xx/p2p/buy'], ['/en/p2p/rent'], ['/en/p2p/buy/_comp/x'], ["/en/p2p/buy?q=1'"]])(
    '%s shows the 404 page',
    async (from) => {
      renderWithProviders(appRouteTable(), { url: from });
      expect(await screen.findByTestId('not-found')).toHaveTextContent('Page Not Found');
    },
  );

  it('the buy list is open to signed-out users', async () => {
    renderWithProviders(appRouteTable(), { url: '/en/p2p/buy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy USDT with USD' })).toBeInTheDocument();
    expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
  });

  it('a restricted region gets the restriction page', async () => {
    document.cookie = 'mockScenario=restricted-region; path=/';
    renderWithProviders(appRouteTable(), { url: '/en/p2p/buy' });
    expect(await screen.findByTestId('region-restricted')).toHaveTextContent(
      'This product is not available in your region.',
    );
  });

  it('a signed-in user reaches the state page with the derived session', async () => {
    const user = MOCK_USERS.trader;
    document.cookie = `authorization=${user.authorization}; path=/`;
    document.cookie = `userId=${user.userId}; path=/`;
    document.cookie = `UID=${user.UID}; path=/`;
    await runStartup({ reportStepError: jest.fn() });
    renderWithProviders(appRouteTable(), { url: '/en/test/pinia' });
    expect(await screen.findByTestId('derived-state')).toHaveTextContent('"loggedIn": true');
    expect(screen.getByTestId('session-state')).toHaveTextContent(user.username);
    // The store never holds the session credential.
    expect(screen.getByTestId('session-state')).not.toHaveTextContent(user.authorization);
    resetSession();
  });

  it('a logout while a login-required page is open leads to login and back', async () => {
    const user = MOCK_USERS.trader;
    document.cookie = `authorization=${user.authorization}; path=/`;
    document.cookie = `userId=${user.userId}; path=/`;
    document.cookie = `UID=${user.UID}; path=/`;
    const { router } = renderWithProviders(appRouteTable(), { url: '/en/p2p/order' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
    // The start-up's user info failed, which logs the user out (the cookies go, no user info was held).
    act(() => logoutLocally());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/en/p2p/order')}`);
  });
});

describe('route rules, redirects and fatal errors', () => {
  it.each([
    ['/p2p/express', '/p2p/buy'],
    ['/p2p/orders/', '/p2p/order'],
    ['/c2c', '/p2p'],
    ['/c2c/buy/USDT', '/p2p'],
    ['/p2p/buy', undefined],
  ])('rule for %s -> %s', (from, to) => expect(findRouteRule(from, DEFAULT_ROUTE_RULES)?.redirect).toBe(to));

  it.each([
    ['/en/p2p/buy?x=1', '/en/p2p/buy?x=1'],
    ['https://evil.example/x', '/fallback'],
    ['//evil.example/x', '/fallback'],
    ['/\\evil.example', '/fallback'],
    ['javascript:alert(1)', '/fallback'],
    [null, '/fallback'],
  ])('safe redirect %s -> %s', (target, expected) => expect(safeRedirect(target, '/fallback')).toBe(expected));

  it('a page raises a fatal not-found with its path', () => {
    try {
      fatalNotFound('/en/p2p/buy/detail/NOPE');
    } catch (error) {
      expect(isFatalPageError(error) && error.status).toBe(404);
      expect((error as Error).message).toBe('Page Not Found: /en/p2p/buy/detail/NOPE');
    }
    expect.assertions(2);
  });
});

it('every route has its own error boundary, so a failure never blanks the page', () => {
  type Route = { path?: string; index?: boolean; element?: { type?: unknown }; children?: Route[] };
  const missing: string[] = [];
  const walk = (routes: Route[], parent: string) => {
    for (const route of routes) {
      const where = `${parent}/${route.index ? '(index)' : (route.path ?? '(layout)')}`;
      if (route.element?.type !== RouteBoundary) missing.push(where);
      walk(route.children ?? [], where);
    }
  };
  walk(appRoutes({ devLogin: () => import('@/app/dev/dev-login/dev-login-route') }) as Route[], '');
  expect(missing).toEqual([]);
});
