import { createElement, lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';

import { markHydrated } from '@/shared/hydration-gate';

export type ScreenModule = { Component: () => ReactNode };

/** What a route with a code-split screen keeps in its `handle`: starting its chunk before it renders. */
export interface RouteHandle {
  /** Given the page's query string: one route can show different screens (the order page, My orders). */
  preload: (search: URLSearchParams) => Promise<unknown>;
}

/**
 * A route screen's chunk. The load never rejects: a failed import (offline, a new deploy) becomes a screen that
 * throws it, and the route's error page says so with a Retry (issue 7), instead of a lazy component that stays
 * broken. The chunk is requested once, by the first of preload() (start-up) and rendering.
 *
 * A screen whose chunk has already arrived when it first renders is rendered at once rather than through
 * React.lazy, which suspends once even for a loaded chunk: hydrating a prerendered page (issue 20), that would
 * leave the screen's HTML dehydrated while answers could already change what it shows.
 */
export function lazyScreen(load: () => Promise<ScreenModule>): {
  Screen: ComponentType;
  preload: () => Promise<unknown>;
} {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.Component;
        return { default: module.Component };
      },
      (error: unknown) => ({
        default: () => {
          throw error;
        },
      }),
    ));
  const Lazy = lazy(preload);
  function Screen() {
    // Chosen once per mount: switching between the two component types later would remount the screen.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    // The innermost part of a prerendered page to hydrate: answers held until now may change it (issue 20).
    useEffect(markHydrated, []);
    return createElement(Component);
  }
  return { Screen, preload };
}
