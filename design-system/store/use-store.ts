import { useSyncExternalStore } from 'react';
import type { ReadableStore } from './create-store';

/** The store's value as React state, or a part of it: `select` must return the same result for the same value. */
export function useStore<T>(store: ReadableStore<T>): T;
export function useStore<T, S>(store: ReadableStore<T>, select: (value: T) => S): S;
export function useStore<T, S>(store: ReadableStore<T>, select?: (value: T) => S): T | S {
  const read: () => T | S = select ? () => select(store.get()) : store.get;
  return useSyncExternalStore(store.subscribe, read, read);
}
