import { isPrerenderedFor } from '@/app/boot/prerendered-page';

// The entry hydrates the build's HTML only when it was drawn for this very page; otherwise the app draws
// the page itself (in the same commit that removes the build's), so React never meets other markup than its own.

function root(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

const drawn = root({ 'data-prerendered': '/de/p2p/buy', 'data-theme': 'light' });

it('hydrates the page drawn for this path and theme', () => {
  expect(isPrerenderedFor(drawn, { pathname: '/de/p2p/buy', search: '' }, '')).toBe(true);
  expect(
    isPrerenderedFor(
      root({ 'data-prerendered': '/de/p2p/buy', 'data-theme': 'dark' }),
      { pathname: '/de/p2p/buy', search: '' },
      'theme=dark',
    ),
  ).toBe(true);
});

it('draws anew for another path, a query, another theme, or a page the build did not draw', () => {
  expect(isPrerenderedFor(drawn, { pathname: '/de/p2p/sell', search: '' }, '')).toBe(false);
  expect(isPrerenderedFor(drawn, { pathname: '/de/p2p/buy', search: '?asset=BTC' }, '')).toBe(false);
  expect(isPrerenderedFor(drawn, { pathname: '/de/p2p/buy', search: '' }, 'theme=dark')).toBe(false);
  expect(isPrerenderedFor(root({}), { pathname: '/de/p2p/buy', search: '' }, '')).toBe(false);
});
