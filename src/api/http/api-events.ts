// The HTTP client never navigates or draws; it announces what happened here, and src/app wires the listeners.

import type { ApiError } from './api-error';

export interface ForcedLogoutEvent {
  errorApi: string;
  errorReason: string;
}

export interface FailureEvent {
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
