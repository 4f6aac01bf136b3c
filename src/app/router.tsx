import type { ReactNode } from 'react';
import { createBrowserRouter, useParams, type RouteObject } from 'react-router-dom';
import { LanguageLayout } from './layout/language-layout';
import { NotFoundPage } from './routes/not-found-page';
import { P2pLandingGuard } from './routes/p2p-landing-guard';
import { RootRedirect } from './routes/root-redirect';
import { RouteErrorPage } from './routes/route-error-page';
import { RequireLogin } from './routes/require-login';
import { OrderRoute } from './routes/order-route';
import { RestrictionGuard } from './routes/restriction-guard';
import { RouteRulesGate } from './routes/route-rules-gate';

/** Only buy and sell are lists; any other segment is a 404. */
function SideCheck({ children }: { children: ReactNode }) {
  const { side } = useParams();
  return side === 'buy' || side === 'sell' ? children : <NotFoundPage />;
}

type ScreenModule = { Component: () => ReactNode };

/**
 * A route screen's chunk. React Router 7 keeps a route whose `lazy` rejected as "still loading" and renders
 * nothing in its place, so a chunk that did not arrive (offline, a new deploy) would blank the page. Here the
 * load never rejects: a failed import becomes a screen that throws it, and the route's error page says so with
 * a Retry (issue 7).
 */
async function loadScreen(load: () => Promise<ScreenModule>): Promise<ScreenModule['Component']> {
  try {
    return (await load()).Component;
  } catch (error) {
    return () => {
      throw error;
    };
  }
}

/** A lazily loaded route screen wrapped by route-level guards. */
function guarded(load: () => Promise<ScreenModule>, wrap: (screen: ReactNode) => ReactNode) {
  return async () => {
    const Screen = await loadScreen(load);
    return { Component: () => wrap(<Screen />) };
  };
}

/** A lazily loaded route screen with no guard. */
export const lazyScreen = (load: () => Promise<ScreenModule>) => guarded(load, (page) => page);

/**
 * Issue 7: every screen route has its own error boundary, so a failed chunk or a render error shows the error
 * page with a Retry inside the layout (header, footer and navigation stay), never a blank page.
 */
function withErrorPage(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withErrorPage(route.children) : undefined;
    return { ...route, errorElement: route.errorElement ?? <RouteErrorPage />, ...(children ? { children } : {}) } as RouteObject;
  });
}

/**
 * The route table of spec §2 under every language prefix. Pages are code-split per route (`lazy`).
 * The internal test pages (spec §2) are routes like any other; they hold no credential.
 */
export function appRoutes({ mockMode }: { mockMode: boolean }): RouteObject[] {
  return [
    { path: '/', element: <RootRedirect />, errorElement: <RouteErrorPage /> },
    ...(mockMode ? [{ path: '/login', lazy: lazyScreen(() => import('@/features/dev-login/dev-login-route')), errorElement: <RouteErrorPage /> }] : []),
    {
      path: '/:lang',
      element: <LanguageLayout />,
      errorElement: <RouteErrorPage />,
      children: withErrorPage([
        {
          // Spec §7: every navigation is looked up in the route rules first (a configured redirect).
          element: <RouteRulesGate />,
          children: [
            { index: true, lazy: lazyScreen(() => import('@/features/home/home-route')) },
            {
              // Spec §1/§6: restricted regions cannot use P2P.
              element: <RestrictionGuard />,
              children: [
                { path: 'p2p', element: <P2pLandingGuard /> },
                {
                  path: 'p2p/:side',
                  lazy: guarded(() => import('@/features/ads/ad-list-route'), (screen) => <SideCheck>{screen}</SideCheck>),
                },
                {
                  path: 'p2p/order',
                  element: (
                    <RequireLogin>
                      <OrderRoute />
                    </RequireLogin>
                  ),
                },
                {
                  path: 'p2p/:side/detail/:id',
                  lazy: guarded(
                    () => import('@/features/ad-detail/ad-detail-route'),
                    (screen) => (
                      <RequireLogin>
                        <SideCheck>{screen}</SideCheck>
                      </RequireLogin>
                    ),
                  ),
                },
                {
                  path: 'hkpay',
                  lazy: guarded(() => import('@/features/hkpay/hkpay-route'), (screen) => <RequireLogin>{screen}</RequireLogin>),
                },
              ],
            },
            { path: 'test/request', lazy: lazyScreen(() => import('@/features/test-pages/request-route')) },
            { path: 'test/pinia', lazy: lazyScreen(() => import('@/features/test-pages/state-route')) },
            { path: 'test/style', lazy: lazyScreen(() => import('@/features/test-pages/style-route')) },
            { path: 'test/avatar', lazy: lazyScreen(() => import('@/features/test-pages/avatar-route')) },
            { path: 'test/locale', lazy: lazyScreen(() => import('@/features/test-pages/locale-route')) },
            { path: 'test/jsBridge', lazy: lazyScreen(() => import('@/features/test-pages/js-bridge-route')) },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ]),
    },
  ];
}

export function createAppRouter(options: { mockMode: boolean }) {
  return createBrowserRouter(appRoutes(options));
}
