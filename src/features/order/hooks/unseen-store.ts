// A tiny external store of "things that happened while you were away" for one order screen. It lives outside
// React state so effects and event listeners can bump it without re-render cascades.

export interface UnseenStore {
  bump: (by?: number) => void;
  reset: () => void;
  get: () => number;
  subscribe: (listener: () => void) => () => void;
}

export function createUnseenStore(): UnseenStore {
  let count = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    bump: (by = 1) => {
      count += by;
      emit();
    },
    reset: () => {
      if (count === 0) return;
      count = 0;
      emit();
    },
    get: () => count,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
