import { resolveEmbeddedSources, type EmbeddedSources } from '@/platform/embedded/sources';
import { resolveMount } from '@/platform/embedded/contract';

const own = (): EmbeddedSources => ({
  header: jest.fn(async () => ({ own: 'header' })),
  footer: jest.fn(async () => ({ own: 'footer' })),
  transfer: jest.fn(async () => ({ own: 'transfer' })),
});

describe('where the embedded apps come from (configurable URLs)', () => {
  it('falls back to the own apps when no URL is configured', async () => {
    const importUrl = jest.fn();
    const ownApps = own();
    const sources = resolveEmbeddedSources({}, ownApps, { importUrl });
    expect(sources.header).toBe(ownApps.header);
    expect(sources.footer).toBe(ownApps.footer);
    expect(sources.transfer).toBe(ownApps.transfer);
    await expect(sources.header()).resolves.toEqual({ own: 'header' });
    expect(importUrl).not.toHaveBeenCalled();
  });

  it('an empty or blank URL also means the own app', () => {
    const ownApps = own();
    const sources = resolveEmbeddedSources({ header: '', footer: '   ' }, ownApps, { importUrl: jest.fn() });
    expect(sources.header).toBe(ownApps.header);
    expect(sources.footer).toBe(ownApps.footer);
  });

  it('loads a configured URL, resolved against the page', async () => {
    const importUrl = jest.fn(async (url: string) => ({ url }));
    const ownApps = own();
    const sources = resolveEmbeddedSources(
      { header: 'https://cdn.example.com/header.js', footer: '/shared/footer.js' },
      ownApps,
      { importUrl, base: 'https://p2p.example.com/en/p2p/buy' },
    );
    await expect(sources.header()).resolves.toEqual({ url: 'https://cdn.example.com/header.js' });
    await expect(sources.footer()).resolves.toEqual({ url: 'https://p2p.example.com/shared/footer.js' });
    expect(sources.transfer).toBe(ownApps.transfer);
    expect(ownApps.header).not.toHaveBeenCalled();
  });
});

describe('resolveMount: the module shapes the contract accepts', () => {
  const mount = () => ({ update: () => undefined, unmount: () => undefined });

  it.each([
    ['a named mount', { mount }],
    ['a default function', { default: mount }],
    ['a default object with mount', { default: { mount } }],
  ])('%s', (_label, module) => {
    expect(resolveMount(module)).toBe(mount);
  });

  it.each([[null], [{}], [{ default: 'nope' }], [{ mount: 42 }]])('rejects %p', (module) => {
    expect(() => resolveMount(module)).toThrow(TypeError);
  });
});
