import { createElement, useEffect, useState, type Attributes, type ReactElement } from 'react';
import type { LazyComponent } from './lazy-component';

export interface LazyComponentState<P> {
  element: ReactElement<P> | null;
  /** The last download failed (offline, a new deploy); nothing is tried again until retry(). */
  failed: boolean;
  retry: () => void;
}

/** Downloads `lazy` while `wanted`; the caller decides what stands in meanwhile and how a failure is said. */
export function useLazyComponent<P extends object>(
  lazy: LazyComponent<P>,
  props: P & Attributes,
  wanted = true,
): LazyComponentState<P> {
  // Plain state rather than useSyncExternalStore: the swap renders as an ordinary update, not synchronously in
  // the download's callback, so events already under way (a press on a stand-in) land before it.
  const [component, setComponent] = useState(lazy.loaded);
  useEffect(() => {
    if (component) return;
    const arrived = () => setComponent(() => lazy.loaded());
    const unsubscribe = lazy.subscribe(arrived);
    // It may have arrived between this render and now.
    if (lazy.loaded()) arrived();
    return unsubscribe;
  }, [lazy, component]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (component || !wanted || failed) return;
    let live = true;
    lazy.load().catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [lazy, component, wanted, failed]);
  return {
    // The component is the chunk's one module-level export, the same on every render once it has arrived.
    element: component ? createElement(component, props) : null,
    failed: failed && !component,
    // Clearing the failure runs the download again while wanted, or on the next time it is.
    retry: () => setFailed(false),
  };
}
