import type { ComponentType } from 'react';

/** One per chunk, at module level, so every place that shows it shares the download and then renders it at once. */
export interface LazyComponent<P> {
  /** Starts the download, or returns the one under way; resolves the component. */
  load: () => Promise<ComponentType<P>>;
  loaded: () => ComponentType<P> | undefined;
  subscribe: (listener: () => void) => () => void;
}

export function lazyComponent<P>(importComponent: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const listeners = new Set<() => void>();
  const load = () =>
    (loading ??= importComponent().then(
      (arrived) => {
        component = arrived;
        listeners.forEach((listener) => listener());
        return arrived;
      },
      (error: unknown) => {
        // Not kept: the next call tries again (the network may be back, or the page reloaded on a new deploy).
        loading = undefined;
        throw error;
      },
    ));
  return {
    load,
    loaded: () => component,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
