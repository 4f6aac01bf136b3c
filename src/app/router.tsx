import type { ReactNode } from 'react';
import { matchRoutes, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { lazyScreen, type RouteHandle, type ScreenModule } from './lazy-screen';
import { LanguageLayout } from './layout/language-layout';
import { NotFoundPage } from './routes/not-found-page';
import { P2pLandingGuard } from './routes/p2p-landing-guard';
import { RootRedirect } from './routes/root-redirect';
import { RouteBoundary } from './routes/route-boundary';
import { RequireLogin } from './routes/require-login';
import { OrderRoute, preloadOrderScreen } from './routes/order-route';
import { RestrictionGuard } from './routes/restriction-guard';
import { RouteRulesGate } from './routes/route-rules-gate';

/** Only buy and sell are lists; any other segment is a 404. */
function SideCheck({ children }: { children: ReactNode }) {
  const { side } = useParams();
  return side === 'buy' || side === 'sell' ? children : <NotFoundPage />;
}

/** A route whose screen is code-split, wrapped by route-level guards. */
function screenRoute(
  route: RouteObject,
  load: () => Promise<ScreenModule>,
  wrap: (screen: ReactNode) => ReactNode = (page) => page,
): RouteObject {
  const { Screen, preload } = lazyScreen(load);
  return { ...route, element: wrap(<Screen />), handle: { preload } satisfies RouteHandle };
}

/**
 * Issue 7: every route renders inside its own error boundary (RouteBoundary), so a failed chunk or a render
 * error shows the error page with a Retry in the route's place, never a blank page.
 */
function withBoundaries(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withBoundaries(route.children) : undefined;
    return {
      ...route,
      element: <RouteBoundary>{route.element ?? null}</RouteBoundary>,
      ...(children ? { children } : {}),
    } as RouteObject;
  });
}

/**
 * The route table of spec §2 under every language prefix. Screens are code-split per route. The internal test
 * pages (spec §2) are routes like any other; they hold no credential.
 *
 * `devLogin` loads mock mode's sign-in screen at /login (the mock accounts). Only src/main.tsx in mock mode
 * passes it, behind a build-time constant, so a production build holds neither that screen nor its import
 * (issue 19 point 8; scripts/check-dist.ts). In production /login is the exchange's sign-in, outside this app
 * (spec §2: logout leads to /login), as it was before.
 *
 * `requireLogin` wraps the login-required screens; only the build's shells of those pages (issue 20,
 * src/prerender/render-page.tsx) pass another one, to draw the page as a signed-in trader's first render shows
 * it. Those shells are replaced, never hydrated, so the browser's guard still decides.
 */
export function appRoutes({
  devLogin,
  requireLogin = (page) => <RequireLogin>{page}</RequireLogin>,
}: { devLogin?: () => Promise<ScreenModule>; requireLogin?: (page: ReactNode) => ReactNode } = {}): RouteObject[] {
  return withBoundaries([
    { path: '/', element: <RootRedirect /> },
    ...(devLogin ? [screenRoute({ path: '/login' }, devLogin)] : []),
    {
      path: '/:lang',
      element: <LanguageLayout />,
      children: [
        {
          // Spec §7: every navigation is looked up in the route rules first (a configured redirect).
          element: <RouteRulesGate />,
          children: [
            screenRoute({ index: true }, () => import('@/features/home/home-route')),
            {
              // Spec §1/§6: restricted regions cannot use P2P.
              element: <RestrictionGuard />,
              children: [
                { path: 'p2p', element: <P2pLandingGuard /> },
                screenRoute(
                  { path: 'p2p/:side' },
                  () => import('@/features/ads/ad-list-route'),
                  (screen) => <SideCheck>{screen}</SideCheck>,
                ),
                {
                  path: 'p2p/order',
                  handle: { preload: preloadOrderScreen } satisfies RouteHandle,
                  element: requireLogin(<OrderRoute />),
                },
                screenRoute(
                  { path: 'p2p/:side/detail/:id' },
                  () => import('@/features/ad-detail/ad-detail-route'),
                  (screen) => requireLogin(<SideCheck>{screen}</SideCheck>),
                ),
                screenRoute({ path: 'hkpay' }, () => import('@/features/hkpay/hkpay-route'), requireLogin),
              ],
            },
            screenRoute({ path: 'test/request' }, () => import('@/features/test-pages/request-route')),
            screenRoute({ path: 'test/pinia' }, () => import('@/features/test-pages/state-route')),
            screenRoute({ path: 'test/style' }, () => import('@/features/test-pages/style-route')),
            screenRoute({ path: 'test/avatar' }, () => import('@/features/test-pages/avatar-route')),
            screenRoute({ path: 'test/locale' }, () => import('@/features/test-pages/locale-route')),
            screenRoute({ path: 'test/jsBridge' }, () => import('@/features/test-pages/js-bridge-route')),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
}

/**
 * Starts loading the code-split screen of a path before the app renders (issue 7: the chunk comes in parallel
 * with the language instead of after the first render). Settles when they have arrived: hydrating a prerendered
 * page waits for them (issue 20).
 */
export function preloadScreen(
  routes: RouteObject[],
  pathname: string,
  search = new URLSearchParams(),
): Promise<unknown> {
  return Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(({ route }) =>
      (route.handle as RouteHandle | undefined)?.preload(search),
    ),
  );
}

/**
 * The app's routes, rendered with React Router's declarative API inside a <BrowserRouter> or <MemoryRouter>.
 * Not the data router: this app loads no data through the router, and the declarative build is ~20 KB gzip
 * lighter on the first load (issue 7 budget).
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
