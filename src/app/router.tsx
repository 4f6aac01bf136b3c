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
import { loadAdDetailRoute } from '@/features/ad-detail';
import { loadAdListRoute } from '@/features/ads';
import { loadAdvertiserRoute, loadBlockedUsersRoute } from '@/features/advertisers';
import { loadHkpayRoute } from '@/features/hkpay';
import { loadMyAdsRoute, loadPostAdRoute } from '@/features/my-ads';
import { loadHomeRoute } from '@/features/home';

function SideCheck({ children }: { children: ReactNode }) {
  const { side } = useParams();
  return side === 'buy' || side === 'sell' ? children : <NotFoundPage />;
}

function screenRoute(
  route: RouteObject,
  load: () => Promise<ScreenModule>,
  wrap: (screen: ReactNode) => ReactNode = (page) => page,
): RouteObject {
  const { Screen, preload } = lazyScreen(load);
  return { ...route, element: wrap(<Screen />), handle: { preload } satisfies RouteHandle };
}

/** A failed chunk or render error shows the error page with a Retry in the route's place, never a blank page. */
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
 * `devLogin` is passed only in mock mode, so a production build holds neither the mock sign-in nor its import.
 * `requireLogin` is replaced only by the build's page shells, which are never hydrated, so the browser's guard
 * still decides.
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
          element: <RouteRulesGate />,
          children: [
            screenRoute({ index: true }, loadHomeRoute),
            {
              element: <RestrictionGuard />,
              children: [
                { path: 'p2p', element: <P2pLandingGuard /> },
                screenRoute({ path: 'p2p/:side' }, loadAdListRoute, (screen) => <SideCheck>{screen}</SideCheck>),
                {
                  path: 'p2p/order',
                  handle: { preload: preloadOrderScreen } satisfies RouteHandle,
                  element: requireLogin(<OrderRoute />),
                },
                screenRoute({ path: 'p2p/:side/detail/:id' }, loadAdDetailRoute, (screen) =>
                  requireLogin(<SideCheck>{screen}</SideCheck>),
                ),
                screenRoute({ path: 'p2p/advertiser/:id' }, loadAdvertiserRoute, requireLogin),
                screenRoute({ path: 'p2p/blocked-users' }, loadBlockedUsersRoute, requireLogin),
                screenRoute({ path: 'p2p/my-ads' }, loadMyAdsRoute, requireLogin),
                screenRoute({ path: 'p2p/my-ads/new' }, loadPostAdRoute, requireLogin),
                screenRoute({ path: 'p2p/my-ads/:adNo/edit' }, loadPostAdRoute, requireLogin),
                screenRoute({ path: 'hkpay' }, loadHkpayRoute, requireLogin),
              ],
            },
            screenRoute({ path: 'test/request' }, () => import('@/app/dev/test-pages/request-route')),
            screenRoute({ path: 'test/pinia' }, () => import('@/app/dev/test-pages/state-route')),
            screenRoute({ path: 'test/style' }, () => import('@/app/dev/test-pages/style-route')),
            screenRoute({ path: 'test/avatar' }, () => import('@/app/dev/test-pages/avatar-route')),
            screenRoute({ path: 'test/locale' }, () => import('@/app/dev/test-pages/locale-route')),
            screenRoute({ path: 'test/jsBridge' }, () => import('@/app/dev/test-pages/js-bridge-route')),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
}

/** Settles when the path's screen chunks have arrived, which hydrating a prerendered page must wait for. */
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

/** Not the data router: this app loads no data through the router, and the declarative build is lighter. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
