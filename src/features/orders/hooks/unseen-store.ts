import { createStore, type ReadableStore } from '@ds/store';

// Outside React state, so effects and event listeners can bump it without re-render cascades.

export interface UnseenStore extends ReadableStore<number> {
  bump: (by?: number) => void;
  reset: () => void;
}

export function createUnseenStore(): UnseenStore {
  const count = createStore(0);
  return {
    get: count.get,
    subscribe: count.subscribe,
    bump: (by = 1) => count.set(count.get() + by),
    reset: () => count.set(0),
  };
}
