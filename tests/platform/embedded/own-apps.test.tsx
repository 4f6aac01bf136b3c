import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmbeddedInstance, EmbeddedProps, MountEmbeddedApp } from '@/platform/embedded/contract';
import { createSharedChannel } from '@/platform/embedded/shared-channel';
import { EmbeddedHost } from '@/platform/embedded/embedded-host';
import { createEmbeddedMount } from '@/embedded-apps/runtime/create-embedded-mount';
import { HeaderApp } from '@/embedded-apps/header/header-app';
import { FooterApp } from '@/embedded-apps/footer/footer-app';
import { TransferWidgetApp } from '@/embedded-apps/transfer-widget/transfer-widget-app';
import { fsLocaleLoader } from '../../support/fs-locale-loader';
import { baseData } from './fake-apps';

// The project's own header, footer and transfer widget, mounted through the contract exactly as the host does
// (their entries only add the Vite locale loader).
const OWN: Record<string, MountEmbeddedApp> = {
  header: createEmbeddedMount('header', HeaderApp, { loadNamespace: fsLocaleLoader }),
  footer: createEmbeddedMount('footer', FooterApp, { loadNamespace: fsLocaleLoader }),
  transfer: createEmbeddedMount('transfer', TransferWidgetApp, { loadNamespace: fsLocaleLoader }),
};

let container: HTMLElement;
let instance: EmbeddedInstance | undefined;
beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
});
afterEach(async () => {
  await act(async () => instance?.unmount());
  instance = undefined;
  container.remove();
});

function props(overrides: Partial<EmbeddedProps> = {}): EmbeddedProps {
  return {
    ...baseData,
    navigate: jest.fn(),
    login: jest.fn(),
    logout: jest.fn(),
    shared: createSharedChannel({ initial: { theme: 'light' } }),
    ...overrides,
  };
}

async function mount(name: keyof typeof OWN, p: EmbeddedProps) {
  await act(async () => {
    instance = OWN[name]!(container, p);
  });
  return within(container);
}

describe('own header app', () => {
  it('links Buy, Sell and Orders through navigate, marks the current page, and signs in', async () => {
    const p = props();
    const view = await mount('header', p);
    const buy = await view.findByRole('link', { name: 'Buy' });
    expect(buy).toHaveAttribute('href', '/en/p2p/buy');
    expect(buy).toHaveAttribute('aria-current', 'page');
    expect(view.getByRole('link', { name: 'P2P Trading' })).toHaveAttribute('href', '/en');
    await userEvent.click(view.getByRole('link', { name: 'Sell' }));
    expect(p.navigate).toHaveBeenCalledWith('/en/p2p/sell');
    await userEvent.click(view.getByRole('link', { name: 'Orders' }));
    expect(p.navigate).toHaveBeenLastCalledWith('/en/p2p/order');
    // A link to the login page before the app runs (the prerendered header); the host's sign-in after.
    const login = view.getByRole('link', { name: 'Log in' });
    expect(login).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(p.route)}`);
    await userEvent.click(login);
    expect(p.login).toHaveBeenCalledTimes(1);
  });

  it('follows updates: language, route and login state', async () => {
    const p = props();
    const view = await mount('header', p);
    await view.findByRole('link', { name: 'Buy' });
    act(() => instance!.update({ ...p, language: 'fr', route: '/fr/p2p/sell', isLoggedIn: true }));
    expect(await view.findByRole('link', { name: 'Vendre' })).toHaveAttribute('aria-current', 'page');
    expect(view.getByRole('link', { name: 'Acheter' })).toHaveAttribute('href', '/fr/p2p/buy');
    await userEvent.click(view.getByRole('button', { name: 'Se déconnecter' }));
    expect(p.logout).toHaveBeenCalledTimes(1);
  });

  it('publishes the chosen language and theme on the shared channel', async () => {
    const p = props();
    const locales: string[] = [];
    p.shared.subscribe('locale', (value) => locales.push(value));
    const view = await mount('header', p);
    const globe = await view.findByRole('button', { name: 'Language' });
    expect(globe).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(globe);
    // The menu is its own chunk and renders in a popover outside the header's container.
    const menu = await screen.findByRole('menu', { name: 'Language' });
    expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(17);
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    const deutsch = within(menu).getByRole('menuitemradio', { name: 'Deutsch' });
    expect(deutsch).toHaveAttribute('lang', expect.stringMatching(/^de/));
    await userEvent.click(deutsch);
    expect(locales).toEqual(['de']);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.click(view.getByRole('button', { name: 'Dark' }));
    expect(p.shared.get('theme')).toBe('dark');
  });

  it('unmount empties its container', async () => {
    const view = await mount('header', props());
    await view.findByRole('link', { name: 'Buy' });
    await act(async () => instance!.unmount());
    instance = undefined;
    expect(container).toBeEmptyDOMElement();
  });
});

describe('own footer app', () => {
  it('shows the copyright and links through navigate', async () => {
    const p = props({ language: 'ja', route: '/ja' });
    const view = await mount('footer', p);
    expect(await view.findByText(`© ${new Date().getFullYear()} P2P取引。無断転載を禁じます。`)).toBeInTheDocument();
    const nav = view.getByRole('navigation', { name: 'サイトリンク' });
    await userEvent.click(within(nav).getByRole('link', { name: '暗号資産を売却' }));
    expect(p.navigate).toHaveBeenCalledWith('/ja/p2p/sell');
  });
});

describe('own transfer widget app', () => {
  it('explains transfers in a dialog and offers sign-in to a signed-out user', async () => {
    const p = props();
    const view = await mount('transfer', p);
    await userEvent.click(await view.findByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer between wallets' });
    expect(dialog).toHaveTextContent('funding wallet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in to transfer' }));
    expect(p.login).toHaveBeenCalledTimes(1);
  });

  it('hides on a futures update signal', async () => {
    const p = props();
    const view = await mount('transfer', p);
    await view.findByRole('button', { name: 'Transfer' });
    act(() => p.shared.signal('futuresUpdate'));
    await waitFor(() => expect(view.queryByRole('button', { name: 'Transfer' })).toBeNull());
  });
});

describe('own apps under the host', () => {
  it('mount with the host and go with it, without React warnings', async () => {
    const errors = jest.spyOn(console, 'error');
    const load = () => Promise.resolve({ mount: OWN.footer });
    const channel = createSharedChannel();
    const view = render(
      <EmbeddedHost
        sources={{ header: load, footer: load, transfer: load }}
        data={baseData}
        actions={{ navigate: jest.fn(), login: jest.fn(), logout: jest.fn() }}
        channel={channel}
        onLocaleRequest={jest.fn()}
      />,
    );
    await waitFor(() => expect(screen.getAllByRole('contentinfo')).toHaveLength(3));
    await act(async () => view.unmount());
    expect(screen.queryAllByRole('contentinfo')).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
