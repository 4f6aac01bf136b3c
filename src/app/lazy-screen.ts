import { lazy, type ComponentType, type ReactNode } from 'react';

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
 */
export function lazyScreen(load: () => Promise<ScreenModule>): { Screen: ComponentType; preload: () => Promise<unknown> } {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => ({ default: module.Component }),
      (error: unknown) => ({
        default: () => {
          throw error;
        },
      }),
    ));
  return { Screen: lazy(preload), preload };
}
