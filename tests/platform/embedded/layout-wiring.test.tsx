import { act, screen, waitFor } from '@testing-library/react';
import { createSharedChannel } from '@/platform/embedded/shared-channel';
import { resetSession, setUserInfo } from '@/session/session-store';
import { MOCK_USERS } from '@mocks/users';
import { startMocks } from '../../mocks/mock-harness';
import { appRouteTable, renderWithProviders } from '../../support/render-with-providers';
import { fakeApps, latestProps } from './fake-apps';

// The whole app at a URL with fake embedded apps configured: what the layout hands over and what it
// does with the apps' requests (navigate, sign in, switch language).

startMocks();
afterEach(() => {
  resetSession();
});

async function start(url: string) {
  const { apps, sources } = fakeApps();
  const embedded = { sources, apiDomain: 'https://api.example.com', channel: createSharedChannel() };
  const { router } = renderWithProviders(appRouteTable(), { url, embedded });
  await waitFor(() => Object.values(apps).forEach((app) => expect(app.calls.mounts).toHaveLength(1)));
  return { apps, router, header: () => latestProps(apps.header)! };
}

describe('the layout hosts the embedded apps', () => {
  it('hands over language, route, login state, user and API domain, and follows changes', async () => {
    const { apps, router, header } = await start('/en/nope');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(header()).toMatchObject({
      language: 'en',
      route: '/en/nope',
      isLoggedIn: false,
      userInfo: null,
      apiDomain: 'https://api.example.com',
    });

    await act(() => router.navigate('/fr/nope?x=1'));
    expect(header()).toMatchObject({ language: 'fr', route: '/fr/nope?x=1' });
    expect(latestProps(apps.footer)?.language).toBe('fr');

    const trader = MOCK_USERS.trader.info;
    act(() => setUserInfo(trader));
    expect(header()).toMatchObject({
      isLoggedIn: true,
      isInstitution: false,
      userInfo: { userId: trader.userId, UID: trader.UID, username: trader.username },
    });
    // A display subset only: no contact details, and the session credential never reaches the apps.
    expect(header().userInfo).not.toHaveProperty('email');
    expect(header().userInfo).not.toHaveProperty('phone');
    expect(JSON.stringify(header())).not.toContain(MOCK_USERS.trader.authorization);

    act(() => setUserInfo(MOCK_USERS.institution.info));
    expect(header()).toMatchObject({ isLoggedIn: true, isInstitution: true });
  });

  it('a language published by an app switches the URL prefix', async () => {
    const { router, header } = await start('/en/nope?x=1');
    act(() => header().shared.publish('locale', 'de'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/nope'));
    expect(router.state.location.search).toBe('?x=1');
    await waitFor(() => expect(header().language).toBe('de'));
  });

  it('navigate and login go through the router; login comes back to the page', async () => {
    const { router, header } = await start('/en/nope');
    act(() => header().navigate('/en/test/avatar'));
    await waitFor(() => expect(header().route).toBe('/en/test/avatar'));
    expect(router.state.location.pathname).toBe('/en/test/avatar');
    act(() => header().login());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/en/test/avatar')}`);
  });
});
