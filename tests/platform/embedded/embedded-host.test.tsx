import { StrictMode } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { EmbeddedHost, type EmbeddedHostProps } from '@/platform/embedded/embedded-host';
import { CONTAINER_IDS } from '@/platform/embedded/containers';
import { createSharedChannel } from '@/platform/embedded/shared-channel';
import type { EmbeddedData } from '@/platform/embedded/contract';
import { createEmbeddedMount } from '@/embedded-apps/runtime/create-embedded-mount';
import { fsLocaleLoader } from '../../support/fs-locale-loader';
import { baseData, fakeApps, latestProps } from './fake-apps';

let pageRoot: HTMLElement;
beforeEach(() => {
  pageRoot = document.createElement('div');
  pageRoot.id = 'root';
  document.body.appendChild(pageRoot);
});
afterEach(() => pageRoot.remove());

function setup(overrides: Partial<EmbeddedHostProps> = {}, { strict = false } = {}) {
  const { apps, sources } = fakeApps();
  const props: EmbeddedHostProps = {
    sources,
    data: baseData,
    actions: { navigate: jest.fn(), login: jest.fn(), logout: jest.fn() },
    channel: createSharedChannel(),
    onLocaleRequest: jest.fn(),
    onError: jest.fn(),
    ...overrides,
  };
  const ui = (p: EmbeddedHostProps) =>
    strict ? (
      <StrictMode>
        <EmbeddedHost {...p} />
      </StrictMode>
    ) : (
      <EmbeddedHost {...p} />
    );
  const view = render(ui(props), { container: pageRoot });
  const rerender = (next: Partial<EmbeddedHostProps>) => view.rerender(ui({ ...props, ...next }));
  const mounted = () => waitFor(() => Object.values(apps).forEach((app) => expect(app.calls.mounts).toHaveLength(1)));
  return { apps, props, view, rerender, mounted };
}

describe('embedded host: the mount contract end to end', () => {
  it('mounts each app into its own container at the root of the document, outside #root', async () => {
    const { apps, mounted } = setup();
    await mounted();
    const ids = [...document.body.children].map((el) => el.id);
    expect(ids.indexOf(CONTAINER_IDS.header)).toBeLessThan(ids.indexOf('root'));
    expect(ids.indexOf(CONTAINER_IDS.footer)).toBeGreaterThan(ids.indexOf('root'));
    expect(ids).toContain(CONTAINER_IDS.transfer);
    for (const [name, app] of Object.entries(apps)) {
      expect(app.calls.container?.parentElement).toBe(document.body);
      expect(app.calls.container?.id).toBe(CONTAINER_IDS[name as keyof typeof CONTAINER_IDS]);
      expect(app.calls.container).toHaveTextContent(`${name} in en`);
    }
    expect(apps.header.calls.mounts[0]).toMatchObject({ ...baseData, shared: expect.anything() });
  });

  it('updates every app when the language, route or login state changes, and only then', async () => {
    const { apps, rerender, mounted } = setup();
    await mounted();
    const changes: Partial<EmbeddedData>[] = [
      { language: 'fr', route: '/fr/p2p/buy' },
      { language: 'fr', route: '/fr/p2p/sell?asset=BTC' },
      { language: 'fr', route: '/fr/p2p/sell?asset=BTC', isLoggedIn: true },
    ];
    let data = baseData;
    for (const change of changes) {
      data = { ...data, ...change };
      rerender({ data });
      for (const app of Object.values(apps)) expect(latestProps(app)).toMatchObject(change);
    }
    expect(apps.footer.calls.updates).toHaveLength(3);
    expect(apps.footer.calls.container).toHaveTextContent('footer in fr');
    rerender({ data, actions: { navigate: jest.fn(), login: jest.fn(), logout: jest.fn() } });
    expect(apps.footer.calls.updates).toHaveLength(3);
  });

  it('routes navigate, login and logout to the latest host callbacks', async () => {
    const { apps, rerender, mounted } = setup();
    await mounted();
    const actions = { navigate: jest.fn(), login: jest.fn(), logout: jest.fn() };
    rerender({ actions });
    const props = latestProps(apps.header)!;
    props.navigate('/en/p2p/sell');
    props.login();
    props.logout();
    expect(actions.navigate).toHaveBeenCalledWith('/en/p2p/sell');
    expect(actions.login).toHaveBeenCalledTimes(1);
    expect(actions.logout).toHaveBeenCalledTimes(1);
  });

  it('unmounts every app and removes the containers on teardown', async () => {
    const { apps, view, mounted } = setup();
    await mounted();
    view.unmount();
    for (const app of Object.values(apps)) expect(app.calls.unmounts).toBe(1);
    for (const id of Object.values(CONTAINER_IDS)) expect(document.getElementById(id)).toBeNull();
  });

  it('mounts each app once under StrictMode double effects', async () => {
    const { apps, view, mounted } = setup({}, { strict: true });
    await mounted();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    for (const app of Object.values(apps)) expect(app.calls.mounts).toHaveLength(1);
    expect(document.querySelectorAll(`#${CONTAINER_IDS.header}`)).toHaveLength(1);
    view.unmount();
  });

  it('never mounts an app whose module arrives after the host is gone', async () => {
    let release: (module: unknown) => void = () => undefined;
    const { apps, sources } = fakeApps();
    const slow = { ...sources, header: () => new Promise<unknown>((resolve) => (release = resolve)) };
    const { view } = setup({ sources: slow });
    view.unmount();
    await act(async () => release(apps.header.module));
    expect(apps.header.calls.mounts).toHaveLength(0);
  });

  it('leaves a container that was already in the page empty in its place, while a React app unmounts after the clean-up', async () => {
    // index.html holds the header's container. The own apps unmount their React root in a microtask after the
    // host's clean-up (create-embedded-mount.tsx); emptying the container under it would make React's removeChild
    // throw on every navigation out of the layout, to /login.
    const shell = document.createElement('div');
    shell.id = CONTAINER_IDS.header;
    document.body.insertBefore(shell, pageRoot);
    const { sources } = fakeApps();
    const header = createEmbeddedMount('header', () => <p>own header</p>, { loadNamespace: fsLocaleLoader });
    const { view } = setup({ sources: { ...sources, header: () => Promise.resolve({ mount: header }) } });
    await waitFor(() => expect(document.getElementById(CONTAINER_IDS.header)).toHaveTextContent('own header'));
    const uncaught = jest.fn();
    window.addEventListener('error', uncaught);
    view.unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    window.removeEventListener('error', uncaught);
    expect(uncaught).not.toHaveBeenCalled();
    const left = document.getElementById(CONTAINER_IDS.header);
    expect(left?.nextElementSibling).toBe(pageRoot);
    expect(left).toBeEmptyDOMElement();
    left?.remove();
  });
});

describe('embedded host: shared locale', () => {
  afterEach(() => jest.useRealTimers());

  it('publishes the locale at start, on change, and once more 100 ms after start', () => {
    jest.useFakeTimers();
    const channel = createSharedChannel();
    const published: string[] = [];
    channel.subscribe('locale', (value) => published.push(value));
    const { rerender } = setup({ channel });
    expect(published).toEqual(['en']);
    act(() => jest.advanceTimersByTime(99));
    expect(published).toEqual(['en']);
    act(() => jest.advanceTimersByTime(1));
    expect(published).toEqual(['en', 'en']);
    rerender({ data: { ...baseData, language: 'ja' } });
    expect(published).toEqual(['en', 'en', 'ja']);
    act(() => jest.advanceTimersByTime(1000));
    expect(published).toEqual(['en', 'en', 'ja']);
  });

  it('an app publishing another language asks the page to switch; the current one or junk does not', async () => {
    const channel = createSharedChannel();
    const onLocaleRequest = jest.fn();
    const { mounted } = setup({ channel, onLocaleRequest });
    await mounted();
    act(() => channel.publish('locale', 'en'));
    act(() => channel.publish('locale', 'xx'));
    expect(onLocaleRequest).not.toHaveBeenCalled();
    act(() => channel.publish('locale', 'de'));
    expect(onLocaleRequest).toHaveBeenCalledWith('de');
  });
});
