import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSharedChannel } from '@/platform/embedded/shared-channel';
import { initNativeApp, resetNativeApp } from '@/platform/native-bridge/native-app';
import { installFakeNativeHost, type FakeNativeHost } from '@/platform/native-bridge/fake-native-host';
import { startMocks } from '../../mocks/mock-harness';
import { appRouteTable, renderWithProviders } from '../../support/render-with-providers';
import { fakeApps, latestProps } from '../embedded/fake-apps';

// Inside the app the product uses the bridge where a user expects it: titles go to the app's bar,
// sign-in is the app's login. Outside, the test page talks to the fake app.

startMocks();
let fake: FakeNativeHost | undefined;
afterEach(() => {
  fake?.uninstall();
  fake = undefined;
  resetNativeApp();
});

describe('inside the mobile app', () => {
  it('a login-required page opens the app login instead of the web login', async () => {
    fake = installFakeNativeHost();
    initNativeApp({
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) P2PApp/5.2.0',
      globalObject: globalThis,
    });
    const { router } = renderWithProviders(appRouteTable(), { url: '/en/p2p/order' });
    await waitFor(() =>
      expect(fake!.messages).toContainEqual(
        expect.objectContaining({ op: 'goToAppLogin', options: { redirect: '/en/p2p/order' } }),
      ),
    );
    expect(router.state.location.pathname).toBe('/en/p2p/order');
  });

  it('hands the page title to the app and signs in through the app login', async () => {
    fake = installFakeNativeHost();
    initNativeApp({ userAgent: 'Mozilla/5.0 (Linux; Android 14) P2PApp/5.2.0', globalObject: globalThis });
    const { apps, sources } = fakeApps();
    const embedded = { sources, apiDomain: location.origin, channel: createSharedChannel() };
    const { router } = renderWithProviders(appRouteTable(), { url: '/en/nope', embedded });
    await waitFor(() =>
      expect(fake!.messages).toContainEqual(
        // The page's own title: this address is the 404 page.
        expect.objectContaining({ op: 'setPageTitle', options: { title: 'Page Not Found | P2P Trading' } }),
      ),
    );

    await waitFor(() => expect(apps.header.calls.mounts).toHaveLength(1));
    act(() => latestProps(apps.header)!.login());
    expect(fake.messages).toContainEqual(
      expect.objectContaining({ op: 'goToAppLogin', options: { redirect: '/en/nope' } }),
    );
    expect(router.state.location.pathname).toBe('/en/nope');

    act(() => void (document.title = 'Order 123'));
    await waitFor(() =>
      expect(fake!.messages).toContainEqual(
        expect.objectContaining({ op: 'setPageTitle', options: { title: 'Order 123' } }),
      ),
    );
  });
});

describe('/{lang}/test/jsBridge outside the app', () => {
  it('calls every operation against the fake app and shows each parsed answer', async () => {
    renderWithProviders(appRouteTable(), { url: '/en/test/jsBridge' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Native app bridge' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set page title' }));
    await waitFor(() =>
      expect(screen.getByTestId('bridge-result-setPageTitle')).toHaveTextContent(
        '{"ok":true,"op":"setPageTitle","options":{"title":"P2P"}}',
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 answer received');
    await userEvent.click(screen.getByRole('button', { name: 'Call every operation' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('14 answers received'), { timeout: 5000 });
    const table = screen.getByRole('table', { name: 'Native app bridge' });
    expect(within(table).getByTestId('bridge-result-getUserAuth')).toHaveTextContent('"userId":"10001"');
  });
});
