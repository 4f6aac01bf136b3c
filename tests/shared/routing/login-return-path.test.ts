import { loginReturnPath, paths } from '@/shared/routing/paths';

// The redirect of a login is the page the trader was on, never /login itself and
// never nested, so one sign-in is enough.

describe('loginReturnPath', () => {
  it.each([
    ['/en/p2p/order', '/en/p2p/order'],
    ['/en/p2p/order?orderId=2504150830120001', '/en/p2p/order?orderId=2504150830120001'],
    [`/login?redirect=${encodeURIComponent('/en/p2p/order')}`, '/en/p2p/order'],
    [
      `/login?redirect=${encodeURIComponent(`/login?redirect=${encodeURIComponent('/en/p2p/sell/detail/AD20250415000002')}`)}`,
      '/en/p2p/sell/detail/AD20250415000002',
    ],
    ['/login/?redirect=%2Fen%2Fp2p%2Fbuy', '/en/p2p/buy'],
    ['/login', undefined],
    ['/login?redirect=', undefined],
    ['', undefined],
    [undefined, undefined],
    ['/en/login-help', '/en/login-help'],
  ])('%s -> %s', (page, expected) => expect(loginReturnPath(page)).toBe(expected));

  it('stops at a bounded depth on a crafted chain of logins', () => {
    let chain = '/en/p2p/buy';
    for (let i = 0; i < 50; i += 1) chain = `/login?redirect=${encodeURIComponent(chain)}`;
    expect(loginReturnPath(chain)).toBeUndefined();
  });
});

describe('paths.login', () => {
  it('encodes the page as the redirect, as the app does', () => {
    expect(paths.login('/en/p2p/order?orderId=1')).toBe('/login?redirect=%2Fen%2Fp2p%2Forder%3ForderId%3D1');
  });

  it('never nests a login in a login', () => {
    expect(paths.login(paths.login('/en/p2p/order'))).toBe(paths.login('/en/p2p/order'));
    expect(paths.login('/login')).toBe('/login');
  });
});
