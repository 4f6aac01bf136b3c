import {
  isKeptPageFresh,
  isKeptPageKey,
  isKeptPagePath,
  KEPT_PAGE_MAX_AGE_MS,
  keptPageKey,
  pageAssets,
  themeOfCookie,
} from '@/early/kept-pages';

// The rules of the pages the site's service worker keeps for a trader's next visit (docs/architecture.md,
// "Kept pages"); the worker itself is tested in the browser (tests/e2e-nginx/kept-pages.spec.ts).

const at = (path: string) => new URL(path, 'https://p2p.example.com');

describe('which pages are kept', () => {
  // A lone '?' is no query: nginx answers the same page for it.
  it.each(['/en/p2p/buy', '/en/p2p/sell', '/de/p2p/buy', '/zh-cn/p2p/sell', '/th/p2p/buy', '/en/p2p/buy?'])(
    '%s, a bare list',
    (path) => {
      expect(isKeptPagePath(at(path))).toBe(true);
    },
  );

  it.each([
    ['a list with filters', '/en/p2p/buy?fiat=EUR'],
    ['a trailing slash', '/en/p2p/buy/'],
    ['an ad', '/en/p2p/buy/detail/A1'],
    ['My orders', '/en/p2p/order'],
    ['My orders with an empty id', '/en/p2p/order?orderId='],
    ['an order under an unknown language', '/xx/p2p/order?orderId=1'],
    ['the home page', '/en'],
    ['an unknown language', '/xx/p2p/buy'],
    ['a language written otherwise', '/EN/p2p/buy'],
    ['another side', '/en/p2p/swap'],
  ])('not %s (%s)', (_what, path) => {
    expect(isKeptPagePath(at(path))).toBe(false);
  });
});

describe('an order page', () => {
  it.each(['/en/p2p/order?orderId=2611291944500001', '/de/p2p/order?externalOrderId=EXT-1&from=notice'])(
    '%s is kept',
    (path) => {
      expect(isKeptPagePath(at(path))).toBe(true);
    },
  );

  it('is kept once for every order, as nginx answers one shell for every id', () => {
    const one = keptPageKey(at('/en/p2p/order?orderId=1'), 'dark');
    expect(one).toBe('https://p2p.example.com/en/p2p/order?p2p-kept-theme=dark');
    expect(keptPageKey(at('/en/p2p/order?externalOrderId=X'), 'dark')).toBe(one);
  });
});

describe('the key a page is kept under', () => {
  it('is the page once per theme, and marked as a page', () => {
    const light = keptPageKey(at('/en/p2p/buy'), 'light');
    const dark = keptPageKey(at('/en/p2p/buy'), 'dark');
    expect(light).toBe('https://p2p.example.com/en/p2p/buy?p2p-kept-theme=light');
    expect(dark).toBe('https://p2p.example.com/en/p2p/buy?p2p-kept-theme=dark');
    expect(isKeptPageKey(new URL(light!))).toBe(true);
  });

  it('is none for a page that is not kept, and a file is not a page', () => {
    expect(keptPageKey(at('/en/p2p/buy?fiat=EUR'), 'light')).toBeNull();
    expect(isKeptPageKey(at('/assets/index-abc.js'))).toBe(false);
  });

  it("follows nginx's choice of theme from the cookie: dark only when it says so", () => {
    expect(themeOfCookie('dark')).toBe('dark');
    expect(themeOfCookie('light')).toBe('light');
    expect(themeOfCookie(undefined)).toBe('light');
    expect(themeOfCookie('<script>')).toBe('light');
  });
});

describe('how long a kept page is shown', () => {
  const now = Date.parse('2026-11-29T12:00:00Z');

  it('up to 7 days after the server answered it', () => {
    expect(isKeptPageFresh(new Date(now - 60_000).toUTCString(), now)).toBe(true);
    expect(isKeptPageFresh(new Date(now - KEPT_PAGE_MAX_AGE_MS + 60_000).toUTCString(), now)).toBe(true);
    expect(isKeptPageFresh(new Date(now - KEPT_PAGE_MAX_AGE_MS - 60_000).toUTCString(), now)).toBe(false);
  });

  it('not without a date it can read, nor with one far in the future', () => {
    expect(isKeptPageFresh(null, now)).toBe(false);
    expect(isKeptPageFresh('yesterday', now)).toBe(false);
    expect(isKeptPageFresh(new Date(now + KEPT_PAGE_MAX_AGE_MS + 60_000).toUTCString(), now)).toBe(false);
  });
});

describe('the files a kept page needs', () => {
  it("are the build's scripts, preloads and styles it names, once each, not other links", () => {
    const html = [
      '<link rel="icon" href="/favicon.svg" />',
      '<link rel="modulepreload" crossorigin href="/assets/client-A1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-B2.css">',
      '<script async fetchpriority="high" src="/assets/early-rows-C3.js"></script>',
      '<script type="module" crossorigin src="/assets/index-D4.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/client-A1.js">',
      '<a href="/en/p2p/sell">Sell</a>',
      '<script src="https://other.example.com/assets/x.js"></script>',
      '<p>src="/assets/not-an-attribute.js"</p>',
    ].join('\n');
    expect(pageAssets(html, 'https://p2p.example.com')).toEqual([
      'https://p2p.example.com/assets/client-A1.js',
      'https://p2p.example.com/assets/index-B2.css',
      'https://p2p.example.com/assets/early-rows-C3.js',
      'https://p2p.example.com/assets/index-D4.js',
    ]);
  });
});
