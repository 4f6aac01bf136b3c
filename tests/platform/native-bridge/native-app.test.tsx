import { act, renderHook } from '@testing-library/react';
import {
  getNativeApp,
  goToAppLogin,
  initNativeApp,
  openKyc,
  resetNativeApp,
  setAppPageTitle,
  logOutOfApp,
} from '@/platform/native-bridge/native-app';
import { useNativeApp } from '@/platform/native-bridge/use-native-app';
import { installFakeNativeHost, type FakeNativeHost } from '@/platform/native-bridge/fake-native-host';

const APP_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) P2PApp/5.2.0';
let win: Record<string, unknown>;
let fake: FakeNativeHost;
beforeEach(() => {
  win = {};
  fake = installFakeNativeHost({ globalObject: win });
});
afterEach(() => {
  fake.uninstall();
  resetNativeApp();
});

describe('the product inside and outside the app', () => {
  it('outside the app the actions say false and send nothing: the caller does the web thing', () => {
    initNativeApp({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', globalObject: {} });
    expect(getNativeApp()).toMatchObject({ inApp: false, device: 'h5', bridge: null });
    expect(goToAppLogin('/en/p2p/buy')).toBe(false);
    expect(openKyc()).toBe(false);
    expect(setAppPageTitle('P2P')).toBe(false);
    expect(fake.messages).toEqual([]);
  });

  it('inside the app sign-in, KYC, title and logout go to the app', async () => {
    initNativeApp({ userAgent: APP_AGENT, globalObject: win });
    expect(getNativeApp()).toMatchObject({ inApp: true, device: 'ios' });
    expect(goToAppLogin('/en/p2p/order')).toBe(true);
    expect(openKyc()).toBe(true);
    expect(setAppPageTitle('P2P Trading')).toBe(true);
    expect(logOutOfApp('user')).toBe(true);
    expect(fake.messages.map(({ op, options }) => ({ op, options }))).toEqual([
      { op: 'goToAppLogin', options: { redirect: '/en/p2p/order' } },
      { op: 'openKyc', options: { source: 'p2p' } },
      { op: 'setPageTitle', options: { title: 'P2P Trading' } },
      { op: 'logout', options: { reason: 'user' } },
    ]);
  });

  it('falls back when the app does not answer', async () => {
    fake.uninstall();
    fake = installFakeNativeHost({ globalObject: win, respond: () => null });
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    initNativeApp({ userAgent: APP_AGENT, globalObject: win }, { timeoutMs: 1000 });
    const webLogin = jest.fn();
    goToAppLogin('/en', webLogin);
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(webLogin).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    jest.useRealTimers();
  });

  it('useNativeApp gives a stable value and follows re-detection', () => {
    const { result, rerender } = renderHook(() => useNativeApp());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(first.inApp).toBe(false);
    act(() => void initNativeApp({ userAgent: 'x', location: { search: '?inApp=1' }, globalObject: {} }));
    expect(result.current).toMatchObject({ inApp: true, device: 'android', detectedBy: 'url' });
  });
});
