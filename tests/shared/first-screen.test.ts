type FirstScreen = typeof import('@/shared/first-screen');

/** A fresh copy of the module: its settled state is per page load. */
function freshModule(): FirstScreen {
  let module: FirstScreen | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<FirstScreen>('@/shared/first-screen');
  });
  return module!;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('deferred work waits for the first screen', () => {
  beforeEach(() => {
    window.requestIdleCallback = ((callback: IdleRequestCallback) => {
      callback({ didTimeout: false, timeRemaining: () => 10 });
      return 1;
    }) as typeof window.requestIdleCallback;
  });

  it('the ad list: nothing deferred starts until the list says its rows are on screen', async () => {
    const { afterFirstScreen, markFirstScreenShown, watchFirstScreen } = freshModule();
    const subscribe = jest.fn(() => () => undefined);
    watchFirstScreen({ waitForMark: true, isBusy: () => false, subscribe });
    const started = jest.fn();
    void afterFirstScreen().then(started);
    await flush();
    expect(started).not.toHaveBeenCalled();
    expect(subscribe).not.toHaveBeenCalled();
    markFirstScreenShown();
    await flush();
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('another page: while requests are in flight nothing deferred starts; when the last one ends it does', async () => {
    const { afterFirstScreen, watchFirstScreen } = freshModule();
    let busy = true;
    let notify = () => undefined as void;
    watchFirstScreen({
      waitForMark: false,
      isBusy: () => busy,
      subscribe: (listener) => ((notify = listener), () => undefined),
    });
    const started = jest.fn();
    void afterFirstScreen().then(started);

    notify();
    await flush();
    expect(started).not.toHaveBeenCalled();

    busy = false;
    notify();
    await flush();
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('a first screen that never comes up still gets it after 5 seconds', async () => {
    jest.useFakeTimers();
    try {
      const { afterFirstScreen, watchFirstScreen } = freshModule();
      const unsubscribe = jest.fn();
      watchFirstScreen({ waitForMark: false, isBusy: () => true, subscribe: () => unsubscribe });
      const started = jest.fn();
      void afterFirstScreen().then(started);
      await jest.advanceTimersByTimeAsync(4_900);
      expect(started).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(200);
      expect(started).toHaveBeenCalledTimes(1);
      expect(unsubscribe).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a page that asks for nothing (home, 404) gets it after 1 second, not after the 5-second fallback', async () => {
    jest.useFakeTimers();
    try {
      const { afterFirstScreen, watchFirstScreen } = freshModule();
      watchFirstScreen({ waitForMark: false, isBusy: () => false, subscribe: () => () => undefined });
      const started = jest.fn();
      void afterFirstScreen().then(started);
      await jest.advanceTimersByTimeAsync(900);
      expect(started).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(200);
      expect(started).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('the quiet check does not cut short a page whose requests are still in flight at 1 second', async () => {
    jest.useFakeTimers();
    try {
      const { afterFirstScreen, watchFirstScreen } = freshModule();
      watchFirstScreen({ waitForMark: false, isBusy: () => true, subscribe: () => () => undefined });
      const started = jest.fn();
      void afterFirstScreen().then(started);
      await jest.advanceTimersByTimeAsync(2_000);
      expect(started).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('without a watcher (tests, another host) it is the next idle moment', async () => {
    const { afterFirstScreen } = freshModule();
    await expect(afterFirstScreen()).resolves.toBeUndefined();
  });
});
