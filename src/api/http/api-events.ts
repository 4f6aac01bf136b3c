// The HTTP client never navigates or draws (STYLE.md convention 3). It announces what happened here;
// the session owns forced logout and the toast layer owns failure messages (wired in src/app).

import type { ApiError } from './api-error';

export interface ForcedLogoutEvent {
  /** The failing API URL (spec §4: sent as errorApi). */
  errorApi: string;
  /** The code as text (spec §8: sent as errorReason). */
  errorReason: string;
}

export interface FailureEvent {
  /** The failure to report; src/shared/api-failures.ts decides what the user reads about it (spec §8). */
  error: ApiError;
}

interface EventMap {
  forcedLogout: ForcedLogoutEvent;
  failure: FailureEvent;
}

type Listener<K extends keyof EventMap> = (event: EventMap[K]) => void;

const listeners: { [K in keyof EventMap]: Set<Listener<K>> } = {
  forcedLogout: new Set(),
  failure: new Set(),
};

export function onApiEvent<K extends keyof EventMap>(type: K, listener: Listener<K>): () => void {
  listeners[type].add(listener);
  return () => listeners[type].delete(listener);
}

export function emitApiEvent<K extends keyof EventMap>(type: K, event: EventMap[K]): void {
  for (const listener of [...listeners[type]]) listener(event);
}
