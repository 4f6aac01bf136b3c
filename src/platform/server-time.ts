import { createStore, useStore } from '@ds/store';

// The offset comes from the Date header of GET /api/t/v2/assets; countdowns (pay-by) use serverNow() so a wrong
// local clock does not shorten the window.

const offsetMs = createStore(0);
let capturedAt: number | undefined;

/** Records the server's clock from an HTTP Date header (second resolution, RFC 7231). */
export function recordServerDate(dateHeader: string | null | undefined, localNowMs = Date.now()): boolean {
  if (!dateHeader) return false;
  const serverMs = Date.parse(dateHeader);
  if (Number.isNaN(serverMs)) return false;
  capturedAt = localNowMs;
  offsetMs.set(serverMs - localNowMs);
  return true;
}

export const getServerOffsetMs = offsetMs.get;

export function hasServerTime(): boolean {
  return capturedAt !== undefined;
}

export function serverNow(localNowMs = Date.now()): number {
  return localNowMs + offsetMs.get();
}

export function useServerOffsetMs(): number {
  return useStore(offsetMs);
}

export function resetServerTime(): void {
  offsetMs.set(0);
  capturedAt = undefined;
}

// One shared tick, so every countdown reads the same clock.
const tick = createStore(serverNow());

export function startServerClock(intervalMs = 1000): () => void {
  const timer = setInterval(() => tick.set(serverNow()), intervalMs);
  return () => clearInterval(timer);
}

export function useServerNow(): number {
  return useStore(tick);
}
