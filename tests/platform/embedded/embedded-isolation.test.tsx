import { render, screen, waitFor } from '@testing-library/react';
import { EmbeddedHost, type EmbeddedHostProps } from '@/platform/embedded/embedded-host';
import { CONTAINER_IDS } from '@/platform/embedded/containers';
import { createSharedChannel } from '@/platform/embedded/shared-channel';
import type { EmbeddedSources } from '@/platform/embedded/sources';
import { baseData, fakeApps, latestProps } from './fake-apps';

// The apps are separate; one of them failing (to load, mount, update or unmount) must leave the page
// and the other apps working. Failures are only logged.

let pageRoot: HTMLElement;
beforeEach(() => {
  pageRoot = document.createElement('div');
  pageRoot.id = 'root';
  document.body.appendChild(pageRoot);
});
afterEach(() => pageRoot.remove());

function Page(props: EmbeddedHostProps) {
  return (
    <>
      <EmbeddedHost {...props} />
      <h1>The page itself</h1>
    </>
  );
}

function setup(broken: (sources: EmbeddedSources) => Partial<EmbeddedSources>) {
  const { apps, sources } = fakeApps();
  const onError = jest.fn();
  const props: EmbeddedHostProps = {
    sources: { ...sources, ...broken(sources) },
    data: baseData,
    actions: { navigate: jest.fn(), login: jest.fn(), logout: jest.fn() },
    channel: createSharedChannel(),
    onLocaleRequest: jest.fn(),
    onError,
  };
  const view = render(<Page {...props} />, { container: pageRoot });
  const rerender = (data = baseData) => view.rerender(<Page {...props} data={data} />);
  return { apps, onError, view, rerender };
}

const throwing = (message: string) => () => {
  throw new Error(message);
};

describe('embedded apps are isolated from each other and from the page', () => {
  it('a module that fails to load', async () => {
    const { apps, onError } = setup(() => ({ header: () => Promise.reject(new Error('404 header.js')) }));
    await waitFor(() => expect(apps.footer.calls.mounts).toHaveLength(1));
    await waitFor(() => expect(apps.transfer.calls.mounts).toHaveLength(1));
    expect(onError).toHaveBeenCalledWith('header', 'load', expect.any(Error));
    expect(screen.getByRole('heading', { name: 'The page itself' })).toBeInTheDocument();
    expect(document.getElementById(CONTAINER_IDS.header)).toBeEmptyDOMElement();
  });

  it('a module without a mount function, or a mount that throws', async () => {
    const { apps, onError } = setup(() => ({
      header: () => Promise.resolve({ notMount: true }),
      footer: () => Promise.resolve({ mount: throwing('footer mount broke') }),
    }));
    await waitFor(() => expect(apps.transfer.calls.mounts).toHaveLength(1));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(2));
    expect(onError).toHaveBeenCalledWith('header', 'mount', expect.any(TypeError));
    expect(onError).toHaveBeenCalledWith('footer', 'mount', expect.objectContaining({ message: 'footer mount broke' }));
    expect(screen.getByRole('heading', { name: 'The page itself' })).toBeInTheDocument();
  });

  it('a mount that returns no instance', async () => {
    const { apps, onError } = setup(() => ({ header: () => Promise.resolve({ mount: () => undefined }) }));
    await waitFor(() => expect(apps.footer.calls.mounts).toHaveLength(1));
    await waitFor(() => expect(onError).toHaveBeenCalledWith('header', 'mount', expect.any(TypeError)));
  });

  it('an update that throws, then an unmount that throws', async () => {
    const broken = { mount: () => ({ update: throwing('update broke'), unmount: throwing('unmount broke') }) };
    const { apps, onError, rerender, view } = setup(() => ({ footer: () => Promise.resolve(broken) }));
    await waitFor(() => expect(apps.transfer.calls.mounts).toHaveLength(1));
    await waitFor(() => expect(apps.header.calls.mounts).toHaveLength(1));
    rerender({ ...baseData, language: 'ko', route: '/ko/p2p/buy' });
    expect(onError).toHaveBeenCalledWith('footer', 'update', expect.any(Error));
    expect(latestProps(apps.header)?.language).toBe('ko');
    expect(latestProps(apps.transfer)?.language).toBe('ko');
    expect(screen.getByRole('heading', { name: 'The page itself' })).toBeInTheDocument();

    view.unmount();
    expect(onError).toHaveBeenCalledWith('footer', 'unmount', expect.any(Error));
    expect(apps.header.calls.unmounts).toBe(1);
    expect(apps.transfer.calls.unmounts).toBe(1);
    for (const id of Object.values(CONTAINER_IDS)) expect(document.getElementById(id)).toBeNull();
  });

  it('logs by default and keeps going', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { apps, sources } = fakeApps();
    render(
      <EmbeddedHost
        sources={{ ...sources, transfer: () => Promise.reject(new Error('offline')) }}
        data={baseData}
        actions={{ navigate: jest.fn(), login: jest.fn(), logout: jest.fn() }}
        channel={createSharedChannel()}
        onLocaleRequest={jest.fn()}
      />,
      { container: pageRoot },
    );
    await waitFor(() => expect(apps.header.calls.mounts).toHaveLength(1));
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith(expect.stringContaining('transfer app failed to load'), expect.any(Error)),
    );
    spy.mockRestore();
  });
});
