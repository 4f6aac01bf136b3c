import { useSyncExternalStore } from 'react';

// Spec §7: the Date header of GET /api/t/v2/assets is kept as server time; spec §9: the offset is refreshed
// every second. Countdowns (pay-by) use serverNow() so a wrong local clock does not shorten the window.

let offsetMs = 0;
let capturedAt: number | undefined;
const listeners = new Set<() => void>();

/** Records the server's clock from an HTTP Date header (second resolution, RFC 7231). */
export function recordServerDate(dateHeader: string | null | undefined, localNowMs = Date.now()): boolean {
  if (!dateHeader) return false;
  const serverMs = Date.parse(dateHeader);
  if (Number.isNaN(serverMs)) return false;
  offsetMs = serverMs - localNowMs;
  capturedAt = localNowMs;
  for (const listener of [...listeners]) listener();
  return true;
}

/** Server time minus local time, in ms (0 until the first capture). */
export function getServerOffsetMs(): number {
  return offsetMs;
}

export function hasServerTime(): boolean {
  return capturedAt !== undefined;
}

export function serverNow(localNowMs = Date.now()): number {
  return localNowMs + offsetMs;
}

function subscribeServerTime(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useServerOffsetMs(): number {
  return useSyncExternalStore(subscribeServerTime, getServerOffsetMs, getServerOffsetMs);
}

export function resetServerTime(): void {
  offsetMs = 0;
  capturedAt = undefined;
}

// Spec §9: the server time is refreshed every second, so every countdown reads the same clock.
let tickNow = Date.now() + offsetMs;
const tickListeners = new Set<() => void>();

function subscribeTick(listener: () => void): () => void {
  tickListeners.add(listener);
  return () => tickListeners.delete(listener);
}

const getTick = () => tickNow;

/** Starts the one-second server clock; returns the stop function. */
export function startServerClock(intervalMs = 1000): () => void {
  const timer = setInterval(() => {
    tickNow = serverNow();
    for (const listener of [...tickListeners]) listener();
  }, intervalMs);
  return () => clearInterval(timer);
}

/** The server's current time (ms), updated every second by startServerClock. */
export function useServerNow(): number {
  return useSyncExternalStore(subscribeTick, getTick, getTick);
}
