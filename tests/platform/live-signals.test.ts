import {
  clearSignalListeners,
  DuplicateListenerError,
  registerSignalListener,
  startPageSignals,
} from '@/platform/page-signals';
import { startPeriodicTask } from '@/platform/periodic-task';
import { startBuildVersionPolling } from '@/platform/build-version';
import { recordServerDate, resetServerTime, startServerClock, useServerNow } from '@/platform/server-time';
import { act, renderHook } from '@testing-library/react';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}
function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

let stopSignals: () => void;
beforeEach(() => {
  jest.useFakeTimers();
  clearSignalListeners();
  setVisibility('visible');
  stopSignals = startPageSignals();
});
afterEach(() => {
  stopSignals();
  jest.useRealTimers();
});

describe('page signals', () => {
  it('broadcasts visibility and online changes to every registered listener', () => {
    const a = jest.fn();
    const b = jest.fn();
    registerSignalListener('orders', a);
    registerSignalListener('chat', b);
    setVisibility('hidden');
    setOnline(false);
    expect(a).toHaveBeenNthCalledWith(1, { visible: false, online: true }, 'visibility');
    expect(a).toHaveBeenNthCalledWith(2, { visible: false, online: false }, 'online');
    expect(b).toHaveBeenCalledTimes(2);
    setOnline(true);
  });

  it('reports a second listener under the same key as a duplicate', () => {
    registerSignalListener('orders', jest.fn());
    expect(() => registerSignalListener('orders', jest.fn())).toThrow(DuplicateListenerError);
  });

  it('lets a key be registered again after it was removed, and isolates a failing listener', () => {
    const off = registerSignalListener('orders', () => {
      throw new Error('boom');
    });
    const other = jest.fn();
    registerSignalListener('other', other);
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setVisibility('hidden');
    expect(other).toHaveBeenCalled();
    spy.mockRestore();
    off();
    expect(() => registerSignalListener('orders', jest.fn())).not.toThrow();
  });
});

describe('periodic task (default 10 s)', () => {
  it('runs every 10 s while visible, pauses while hidden, runs again on return', async () => {
    const task = jest.fn();
    const stop = startPeriodicTask(task, { key: 'poll' });
    await jest.advanceTimersByTimeAsync(30_000);
    expect(task).toHaveBeenCalledTimes(3);
    setVisibility('hidden');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(task).toHaveBeenCalledTimes(3);
    setVisibility('visible');
    await jest.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(4);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(5);
    stop();
    await jest.advanceTimersByTimeAsync(50_000);
    expect(task).toHaveBeenCalledTimes(5);
  });
});

describe('new build detection', () => {
  it('tells once when the version file names another build', async () => {
    const onNewVersion = jest.fn();
    const fetchVersion = jest
      .fn()
      .mockResolvedValueOnce({ buildId: 'b1', builtAt: '' })
      .mockResolvedValue({ buildId: 'b2', builtAt: '' });
    const stop = startBuildVersionPolling({ currentBuildId: 'b1', onNewVersion, intervalMs: 1000, fetchVersion });
    await jest.advanceTimersByTimeAsync(1000);
    expect(onNewVersion).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(3000);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    expect(onNewVersion).toHaveBeenCalledWith({ buildId: 'b2', builtAt: '' });
    stop();
  });

  it('only logs a failed poll', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onNewVersion = jest.fn();
    const stop = startBuildVersionPolling({
      currentBuildId: 'b1',
      onNewVersion,
      intervalMs: 1000,
      fetchVersion: () => Promise.reject(new Error('404')),
    });
    await jest.advanceTimersByTimeAsync(2000);
    expect(onNewVersion).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    stop();
  });
});

describe('server clock (refreshed every second)', () => {
  it('ticks every second with the server offset applied', async () => {
    recordServerDate(new Date(Date.now() + 60_000).toUTCString());
    const stop = startServerClock();
    const { result } = renderHook(() => useServerNow());
    await act(() => jest.advanceTimersByTimeAsync(1000));
    const first = result.current;
    expect(first - Date.now()).toBeGreaterThan(58_000);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(result.current - first).toBe(1000);
    stop();
    resetServerTime();
  });
});
