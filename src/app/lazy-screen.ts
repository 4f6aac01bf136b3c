import { createElement, lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';

import { markHydrated } from '@/shared/hydration-gate';

export type ScreenModule = { Component: () => ReactNode };

export interface RouteHandle {
  /** Given the query string, since one route can show different screens (the order page, My orders). */
  preload: (search: URLSearchParams) => Promise<unknown>;
}

/**
 * A failed import becomes a screen that throws it, so the route's error page offers a Retry instead of a lazy
 * component that stays broken. A loaded chunk skips React.lazy, which suspends once even then and would leave a
 * prerendered screen dehydrated.
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
    // The innermost part of a prerendered page to hydrate, so held answers may be let through now.
    useEffect(markHydrated, []);
    return createElement(Component);
  }
  return { Screen, preload };
}
