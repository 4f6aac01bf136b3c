import type { EmbeddedAppName, EmbeddedData, EmbeddedProps, MountEmbeddedApp } from '@/platform/embedded/contract';
import type { EmbeddedSources } from '@/platform/embedded/sources';

/** A contract-conforming app module that records what the host does with it. */
export function fakeApp(label: string) {
  const calls = {
    mounts: [] as EmbeddedProps[],
    updates: [] as EmbeddedProps[],
    unmounts: 0,
    container: null as HTMLElement | null,
  };
  const mount: MountEmbeddedApp = (container, props) => {
    calls.container = container;
    calls.mounts.push(props);
    container.textContent = `${label} in ${props.language}`;
    return {
      update(next) {
        calls.updates.push(next);
        container.textContent = `${label} in ${next.language}`;
      },
      unmount() {
        calls.unmounts += 1;
        container.textContent = '';
      },
    };
  };
  return { calls, module: { mount }, load: jest.fn(() => Promise.resolve({ mount })) };
}

export type FakeApps = Record<EmbeddedAppName, ReturnType<typeof fakeApp>>;

export function fakeApps(): { apps: FakeApps; sources: EmbeddedSources } {
  const apps = { header: fakeApp('header'), footer: fakeApp('footer'), transfer: fakeApp('transfer') };
  return { apps, sources: { header: apps.header.load, footer: apps.footer.load, transfer: apps.transfer.load } };
}

export const baseData: EmbeddedData = {
  language: 'en',
  route: '/en/p2p/buy',
  isInstitution: false,
  isLoggedIn: false,
  userInfo: null,
  apiDomain: 'https://p2p.example.com',
  brokerInfo: null,
};

/** The latest props an app has seen (mount or update). */
export const latestProps = (app: ReturnType<typeof fakeApp>): EmbeddedProps | undefined =>
  app.calls.updates.at(-1) ?? app.calls.mounts.at(-1);
