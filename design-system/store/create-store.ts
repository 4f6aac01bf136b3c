// A value outside React, so code that is not a component (start-up, timers, the toast queue) can change it; here,
// not in src/, because the design system never imports src/ and its toast queue is such a store.

export interface ReadableStore<T> {
  /** The current value; the same reference until it changes (useSyncExternalStore's snapshot). */
  get: () => T;
  subscribe: (listener: (value: T) => void) => () => void;
}

export interface Store<T> extends ReadableStore<T> {
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
