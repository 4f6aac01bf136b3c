import { screen, waitFor } from '@testing-library/react';
import { appConfig, resetAppConfig, setAppConfig } from '@/shared/config/app-config';
import { DEFAULT_ROUTE_RULES, findRouteRule, parseRouteRules } from '@/shared/routing/route-rules';
import { startMocks } from '../mocks/mock-harness';
import { appRouteTable, renderWithProviders } from '../support/render-with-providers';

// Route rules (a lookup by path, which may return a redirect) come from the build's configuration
// (VITE_ROUTE_RULES, a JSON array), the three samples being only the default; bad entries are left out with a
// warning, never a crash.

startMocks();
afterEach(() => resetAppConfig());

const json = (value: unknown) => JSON.stringify(value);

describe('parseRouteRules (VITE_ROUTE_RULES)', () => {
  it('without configuration uses the three default rules', () => {
    const warn = jest.fn();
    expect(parseRouteRules(undefined, warn)).toBe(DEFAULT_ROUTE_RULES);
    expect(parseRouteRules('  ', warn)).toBe(DEFAULT_ROUTE_RULES);
    expect(DEFAULT_ROUTE_RULES.map((r) => r.path)).toEqual(['/p2p/express', '/p2p/orders', '/c2c/*']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('replaces the defaults with the configured rules; [] means none', () => {
    const rules = parseRouteRules(
      json([
        { path: '/promo/spring', redirect: '/p2p/sell' },
        { path: '/otc/*', redirect: '/p2p/buy' },
      ]),
    );
    expect(rules).toEqual([
      { path: '/promo/spring', redirect: '/p2p/sell' },
      { path: '/otc/*', redirect: '/p2p/buy' },
    ]);
    expect(findRouteRule('/promo/spring/', rules)?.redirect).toBe('/p2p/sell');
    expect(findRouteRule('/otc/desk/1', rules)?.redirect).toBe('/p2p/buy');
    expect(findRouteRule('/otcx', rules)).toBeUndefined();
    expect(findRouteRule('/p2p/express', rules)).toBeUndefined();
    expect(parseRouteRules('[]')).toEqual([]);
  });

  it.each([
    ['not JSON', '{path: /x}', 'not valid JSON'],
    ['an object, not an array', json({ path: '/a', redirect: '/b' }), 'must be a JSON array'],
  ])('falls back to the defaults with a warning for %s', (_, raw, reason) => {
    const warn = jest.fn();
    expect(parseRouteRules(raw, warn)).toBe(DEFAULT_ROUTE_RULES);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(reason));
  });

  it.each([
    ['a string', 'p2p'],
    ['null', null],
    ['a missing redirect', { path: '/a' }],
    ['a number for a path', { path: 7, redirect: '/b' }],
    ['a misspelt field', { path: '/a', redirect: '/b', redirct: '/c' }],
    ['a path without a leading slash', { path: 'a', redirect: '/b' }],
    ['a wildcard in the middle', { path: '/a/*/b', redirect: '/b' }],
    ['an absolute URL as redirect', { path: '/a', redirect: 'https://evil.example/x' }],
    ['a protocol-relative redirect', { path: '/a', redirect: '//evil.example/x' }],
    ['a backslash redirect', { path: '/a', redirect: '/\\evil.example' }],
    ['a javascript: redirect', { path: '/a', redirect: 'javascript:alert(1)' }],
    ['a query in the redirect', { path: '/a', redirect: '/p2p/buy?asset=BTC' }],
  ])('ignores an entry with %s, with a warning naming it, and keeps the good ones', (_, bad) => {
    const warn = jest.fn();
    expect(parseRouteRules(json([bad, { path: '/ok', redirect: '/p2p/buy' }]), warn)).toEqual([
      { path: '/ok', redirect: '/p2p/buy' },
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/VITE_ROUTE_RULES entry 0 ignored/);
  });

  it('ignores a repeated path and any rule that would make a redirect loop', () => {
    const warn = jest.fn();
    const rules = parseRouteRules(
      json([
        { path: '/a', redirect: '/b' },
        { path: '/a', redirect: '/c' },
        { path: '/b', redirect: '/a' },
        { path: '/self/*', redirect: '/self/home' },
        { path: '/b', redirect: '/p2p/buy' },
      ]),
      warn,
    );
    // A chain (/a -> /b -> /p2p/buy) is fine; each of the other three would never let a page show.
    expect(rules).toEqual([
      { path: '/a', redirect: '/b' },
      { path: '/b', redirect: '/p2p/buy' },
    ]);
    expect(warn.mock.calls.map(([message]) => message as string)).toEqual([
      expect.stringContaining('entry 1 ignored: repeats the path /a'),
      expect.stringContaining('entry 2 ignored: would redirect in a loop (/b -> /a)'),
      expect.stringContaining('entry 3 ignored: would redirect in a loop (/self/* -> /self/home)'),
    ]);
  });

  it('normalises trailing slashes as paths are matched', () => {
    expect(
      parseRouteRules(
        json([
          { path: '/old/', redirect: '/p2p/order/' },
          { path: '/legacy//*', redirect: '/' },
        ]),
      ),
    ).toEqual([
      { path: '/old', redirect: '/p2p/order' },
      { path: '/legacy/*', redirect: '/' },
    ]);
  });
});

/** The layout switches the language after the first render; the test waits for it rather than end mid-switch. */
const languageSettled = (lang: string) =>
  waitFor(() => expect(document.documentElement.lang.toLowerCase().startsWith(lang)).toBe(true));

describe('the app follows the configured rules (route-rules-gate)', () => {
  it('redirects a configured path under the same language, keeping the query', async () => {
    setAppConfig({ routeRules: parseRouteRules(json([{ path: '/promo/spring', redirect: '/p2p/sell' }])) });
    expect(appConfig().routeRules).toEqual([{ path: '/promo/spring', redirect: '/p2p/sell' }]);
    const { router } = renderWithProviders(appRouteTable(), { url: '/de/promo/spring?asset=BTC&fiat=EUR' });
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/de/p2p/sell?asset=BTC&fiat=EUR',
      ),
    );
    await languageSettled('de');
  });

  it('a default sample no longer redirects once the configuration replaced it', async () => {
    setAppConfig({ routeRules: parseRouteRules(json([{ path: '/promo/spring', redirect: '/p2p/sell' }])) });
    renderWithProviders(appRouteTable(), { url: '/en/p2p/express' });
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Page Not Found');
  });

  it('a redirect to "/" lands on the language home', async () => {
    setAppConfig({ routeRules: parseRouteRules(json([{ path: '/retired/*', redirect: '/' }])) });
    const { router } = renderWithProviders(appRouteTable(), { url: '/fr/retired/page' });
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/retired/));
    expect(router.state.location.pathname.startsWith('/fr')).toBe(true);
    await languageSettled('fr');
  });
});
