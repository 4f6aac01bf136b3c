import type { Rolldown } from 'vite';
import { localeBundleId } from '../../scripts/vite-locale-bundles';
import { PRELOADED_PAGES, preloadedPagesHtml } from '../../scripts/vite-page-preload';

type Bundle = Rolldown.OutputBundle;

/** The few fields the plugin reads of a chunk. */
function chunk(
  fileName: string,
  imports: string[],
  extra: { name?: string; isEntry?: boolean; facadeModuleId?: string } = {},
) {
  return {
    type: 'chunk',
    fileName,
    imports,
    name: extra.name ?? fileName,
    isEntry: extra.isEntry ?? false,
    facadeModuleId: extra.facadeModuleId ?? null,
  };
}

// A build shaped like ours: the app entry, the list screen's chunk, the embedded header entry sharing React
// with the app, two languages' first-screen texts (scripts/vite-locale-bundles.ts) and one language's other texts.
const bundle = Object.fromEntries(
  [
    chunk('assets/index-a.js', ['assets/react-a.js'], {
      name: 'index',
      isEntry: true,
      facadeModuleId: '/p/index.html',
    }),
    chunk('assets/react-a.js', []),
    chunk('assets/ad-list-route-a.js', ['assets/react-a.js', 'assets/row-a.js'], {
      facadeModuleId: '/p/src/features/ads/ad-list-route.tsx',
    }),
    chunk('assets/row-a.js', []),
    chunk('embedded/header.js', ['assets/react-a.js', 'assets/mount-a.js'], {
      name: 'embedded/header',
      isEntry: true,
      facadeModuleId: '/p/src/embedded-apps/header/index.tsx',
    }),
    chunk('assets/mount-a.js', []),
    chunk('assets/order-route-a.js', ['assets/react-a.js', 'assets/orders-api-a.js'], {
      facadeModuleId: '/p/src/features/orders/order-route.tsx',
    }),
    chunk('assets/prefetch-order-a.js', ['assets/orders-api-a.js'], {
      facadeModuleId: '/p/src/features/orders/prefetch-order.ts',
    }),
    chunk('assets/orders-api-a.js', []),
    chunk('assets/en-a.js', [], { facadeModuleId: '\0virtual:locale-bundle/first/en' }),
    chunk('assets/fr-a.js', [], { facadeModuleId: '\0virtual:locale-bundle/first/fr' }),
    chunk('assets/en-b.js', [], { facadeModuleId: '\0virtual:locale-bundle/later/en' }),
  ].map((c) => [c.fileName, c]),
) as unknown as Bundle;

const indexHtml =
  '<html><head>\n    <script type="module" src="/assets/index-a.js"></script>\n  </head><body></body></html>';
const list = PRELOADED_PAGES.find((page) => page.name === 'list')!;
const preloads = (html: string) =>
  [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

describe('per-language pages with their first screen preloaded', () => {
  it("preloads the order page's start-up prefetch with its screen, so the order is asked for without a round trip", () => {
    const order = PRELOADED_PAGES.find((page) => page.name === 'order')!;
    const pages = preloadedPagesHtml(bundle, indexHtml, '/', order);
    expect(preloads(pages.get('en')!)).toEqual([
      '/assets/orders-api-a.js',
      '/assets/order-route-a.js',
      '/assets/prefetch-order-a.js',
      '/assets/en-a.js',
      '/assets/en-b.js',
    ]);
  });

  it('lists the screen, the shell entries and the language, never what the app entry already loads', () => {
    const pages = preloadedPagesHtml(bundle, indexHtml, '/', list, ['embedded/header']);
    expect([...pages.keys()].sort()).toEqual(['en', 'fr']);
    // Each chunk after the chunks it imports.
    expect(preloads(pages.get('fr')!)).toEqual([
      '/assets/row-a.js',
      '/assets/ad-list-route-a.js',
      '/assets/mount-a.js',
      '/embedded/header.js',
      '/assets/fr-a.js',
    ]);
    // Links go before </head>; the rest of the page is index.html's.
    expect(pages.get('en')!).toMatch(/href="\/assets\/en-a\.js">\n {2}<\/head><body><\/body><\/html>$/);
  });

  it("takes a language's first-screen chunk for the list, both of its chunks for the order page", () => {
    const order = PRELOADED_PAGES.find((page) => page.name === 'order')!;
    // Rolldown's facadeModuleId of a virtual module is its resolved id, with the \0 prefix.
    const ids = [`\0${localeBundleId('first', 'zh-cn')}`, `\0${localeBundleId('later', 'zh-cn')}`];
    expect(ids.map((id) => list.texts.exec(id)?.[1] ?? null)).toEqual(['zh-cn', null]);
    expect(ids.map((id) => order.texts.exec(id)?.[1] ?? null)).toEqual(['zh-cn', 'zh-cn']);
  });

  it('leaves the header out when a configured URL replaces it (no shell entries)', () => {
    const pages = preloadedPagesHtml(bundle, indexHtml, '/', list);
    expect(preloads(pages.get('en')!)).toEqual(['/assets/row-a.js', '/assets/ad-list-route-a.js', '/assets/en-a.js']);
  });
});
