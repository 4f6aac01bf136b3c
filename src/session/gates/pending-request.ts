import { useEffect, useState, useSyncExternalStore } from 'react';

// A dialog that answers a promise (requestTrade, verify). The open request lives in a tiny external store so
// that it can be settled from an effect when data arrives, from an event handler, or on unmount, and the
// dialog re-renders through useSyncExternalStore.

export interface OpenRequest<P> {
  /** Changes on every open, so a form keyed by it starts empty each time. */
  id: number;
  payload: P;
}

export interface PendingRequestStore<P, T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): OpenRequest<P> | null;
  /** Opens a request, or joins the one already open. */
  open(payload: P): Promise<T>;
  /** Answers the open request (if any) and closes it. */
  settle(value: T): void;
}

function createPendingRequestStore<P, T>(): PendingRequestStore<P, T> {
  let current: { request: OpenRequest<P>; promise: Promise<T>; resolve: (value: T) => void } | null = null;
  let nextId = 1;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => current?.request ?? null,
    open(payload) {
      if (current) return current.promise;
      let resolve: (value: T) => void = () => undefined;
      const promise = new Promise<T>((r) => {
        resolve = r;
      });
      current = { request: { id: nextId++, payload }, promise, resolve };
      notify();
      return promise;
    },
    settle(value) {
      const open = current;
      if (!open) return;
      current = null;
      notify();
      open.resolve(value);
    },
  };
}

/** One store per component; a request still open when the component unmounts is answered with `onUnmount`. */
export function usePendingRequest<P, T>(onUnmount: T): { store: PendingRequestStore<P, T>; request: OpenRequest<P> | null } {
  const [store] = useState(() => createPendingRequestStore<P, T>());
  const request = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useEffect(() => () => store.settle(onUnmount), [store, onUnmount]);
  return { store, request };
}
