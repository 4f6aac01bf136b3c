import { useSyncExternalStore } from 'react';

// The one store pattern of the code base (issue 19 point 2): a value that lives outside React, so code that is not
// a component (the HTTP client's wiring, start-up, timers, the toast queue) reads and changes it, and components
// render it through useSyncExternalStore. Here, not in src/, because the design system never imports src/ and
// its toast queue is one of these stores. Written out rather than a library: it is a dozen lines.

/** What a component or a caller may read: the value and its changes. */
export interface ReadableStore<T> {
  /** The current value; the same reference until it changes (useSyncExternalStore's snapshot). */
  get: () => T;
  /** Calls the listener with the new value after each change; returns the unsubscribe function. */
  subscribe: (listener: (value: T) => void) => () => void;
}

export interface Store<T> extends ReadableStore<T> {
  /** Replaces the value and tells the listeners, unless it is the same value (Object.is). */
  set: (next: T) => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      // A copy: a listener may unsubscribe (or subscribe another) while they are told.
      for (const listener of [...listeners]) listener(value);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The store's value as React state, or a part of it: `select` must return the same result for the same value. */
export function useStore<T>(store: ReadableStore<T>): T;
export function useStore<T, S>(store: ReadableStore<T>, select: (value: T) => S): S;
export function useStore<T, S>(store: ReadableStore<T>, select?: (value: T) => S): T | S {
  const read: () => T | S = select ? () => select(store.get()) : store.get;
  return useSyncExternalStore(store.subscribe, read, read);
}
