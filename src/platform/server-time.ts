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

export function subscribeServerTime(listener: () => void): () => void {
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
