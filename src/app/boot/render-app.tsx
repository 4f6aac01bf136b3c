import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, type RouteObject } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { AppRoot } from '../app-root';
import { embeddedSetup } from '../embedded-setup';
import type { StartOptions } from './start-options';
import { AppRoutes } from '../router';

interface RenderAppOptions {
  container: HTMLElement;
  /** The build drew this page for this URL and theme: hydrate it instead of drawing it again. */
  hydrate: boolean;
  /** The first screen's code, preloaded. */
  screen: Promise<unknown>;
  queryClient: QueryClient;
  i18n: I18n;
  routes: RouteObject[];
  mocks?: typeof import('../../../mocks/browser');
  MockBadge: StartOptions['mockBadge'];
}

export async function renderApp(options: RenderAppOptions) {
  const { container, hydrate, screen, queryClient, i18n, routes, mocks, MockBadge } = options;
  const badge =
    mocks && MockBadge ? <MockBadge scenario={mocks.currentMockScenario()} switchMocks={mocks.switchMocks} /> : null;
  const app = (
    <AppRoot
      queryClient={queryClient}
      i18n={i18n}
      embedded={embeddedSetup()}
      router={
        <BrowserRouter>
          <AppRoutes routes={routes} />
        </BrowserRouter>
      }
      extra={badge}
    />
  );
  if (hydrate) {
    // Hydrating before the screen's code has come would leave the screen's HTML dehydrated.
    await screen;
    // In a transition, hydration is sliced into short tasks with input handled in between.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  // A transition renders in slices instead of one long task that blocks input; a page the build drew for another
  // URL or theme is replaced in the same commit.
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
