import { useEffect, useRef, useState } from 'react';
import { createStore, useStore, type ReadableStore } from '@ds/store';

// An external store, so the request can be settled from an effect, an event handler or on unmount.

export interface OpenRequest<P> {
  /** Changes on every open, so a form keyed by it starts empty each time. */
  id: number;
  payload: P;
}

export interface PendingRequestStore<P, T> extends ReadableStore<OpenRequest<P> | null> {
  /** Joins the request already open, if any. */
  open(payload: P): Promise<T>;
  settle(value: T): void;
}

function createPendingRequestStore<P, T>(): PendingRequestStore<P, T> {
  const request = createStore<OpenRequest<P> | null>(null);
  let pending: { promise: Promise<T>; resolve: (value: T) => void } | null = null;
  let nextId = 1;
  return {
    get: request.get,
    subscribe: request.subscribe,
    open(payload) {
      if (pending) return pending.promise;
      let resolve: (value: T) => void = () => undefined;
      const promise = new Promise<T>((r) => {
        resolve = r;
      });
      pending = { promise, resolve };
      request.set({ id: nextId++, payload });
      return promise;
    },
    settle(value) {
      const open = pending;
      if (!open) return;
      pending = null;
      request.set(null);
      open.resolve(value);
    },
  };
}

export function usePendingRequest<P, T>(
  onUnmount: T,
): { store: PendingRequestStore<P, T>; request: OpenRequest<P> | null } {
  const [store] = useState(() => createPendingRequestStore<P, T>());
  const request = useStore(store);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // StrictMode's rehearsal unmounts and mounts again within one task: only an unmount that lasts answers.
      queueMicrotask(() => {
        if (!mounted.current) store.settle(onUnmount);
      });
    };
  }, [store, onUnmount]);
  return { store, request };
}
