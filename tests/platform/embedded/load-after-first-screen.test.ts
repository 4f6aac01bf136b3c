import { loadAfterFirstScreen } from '@/platform/embedded/load-after-first-screen';

describe('footer and transfer widget load once the page is idle', () => {
  const original = window.requestIdleCallback;
  afterEach(() => {
    window.requestIdleCallback = original;
  });

  it('does not load before the browser is idle, then loads once', async () => {
    let idle: (() => void) | undefined;
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      idle = () => callback({ didTimeout: false, timeRemaining: () => 10 });
      return 1;
    });
    const load = jest.fn(async () => ({ mount: 'footer' }));
    const loading = loadAfterFirstScreen(load)();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    idle!();
    await expect(loading).resolves.toEqual({ mount: 'footer' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load still rejects, so the slot reports it and the page keeps working', async () => {
    window.requestIdleCallback = ((callback: IdleRequestCallback) => {
      callback({ didTimeout: true, timeRemaining: () => 0 });
      return 1;
    }) as typeof window.requestIdleCallback;
    await expect(loadAfterFirstScreen(() => Promise.reject(new Error('offline')))()).rejects.toThrow('offline');
  });
});
