import './app/shell.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadLocaleNamespace } from '@/shared/i18n/load-resources';
import { LANGUAGE_INFO, isFirstScreenPath, namespacesForFirstRender } from '@/shared/i18n/languages';
import { detectInitialLanguage } from '@/shared/i18n/locale-storage';
import { configureServiceHosts, serviceHostsFromEnv } from './api/http/interceptors/service-host';
import { AppRoot } from './app/app-root';
import { bootstrap } from './app/bootstrap';
import { LazyMockBadge } from './app/mock-badge/lazy-mock-badge';
import { createQueryClient } from './app/query-client';
import { prefetchRegionCheck } from './app/routes/region-check-query';
import { configureRouteRules, type RouteRule } from './app/route-rules';
import { appRoutes, AppRoutes, preloadScreen } from './app/router';
import { startLiveSignals } from './app/start-live-signals';
import { prefetchListFromUrl } from './features/ads/prefetch-list';
import { prefetchOrderFromUrl } from './features/orders/prefetch-order';
import { hasSession } from './session/session-store';
import { watchFirstScreen } from './shared/first-screen';
import { holdAnswersUntilHydrated } from './shared/hydration-gate';
import { isPrerenderedFor } from './prerender/prerendered-page';
import { yieldToMain } from './shared/yield-to-main';

// import.meta.env is read only here, so that the modules jest imports stay free of it.
async function start() {
  // The modules were just evaluated in one long task; each costly step below gets a task of its own so that none
  // blocks input for long.
  await yieldToMain();
  // Build-time configuration (README "Configuration"); the build (vite.config.ts) already checked the route rules.
  configureRouteRules(JSON.parse(import.meta.env.VITE_ROUTE_RULES ?? '[]') as RouteRule[]);
  configureServiceHosts(serviceHostsFromEnv(import.meta.env));
  let mocks: typeof import('../mocks/browser') | undefined;
  if (import.meta.env.VITE_MSW) {
    // The dynamic import keeps the mocks out of the production bundle.
    mocks = await import('../mocks/browser');
    await mocks.startMockWorker();
  }
  // A page the build prerendered is hydrated; its first render must match that HTML, so answers are held until then.
  const container = document.getElementById('root')!;
  const hydrate = isPrerenderedFor(container, location);
  if (hydrate) holdAnswersUntilHydrated();
  // The texts are what the first render waits for longest, so they are asked for before the screen's chunk.
  const language = detectInitialLanguage();
  for (const ns of namespacesForFirstRender(location.pathname))
    void loadLocaleNamespace(language, ns).catch(() => undefined);
  // VITE_MSW is a build-time constant, so a production build drops the dev-login chunk with the mock accounts.
  const routes = appRoutes({
    devLogin: import.meta.env.VITE_MSW ? () => import('./app/dev/dev-login/dev-login-route') : undefined,
  });
  const screen = preloadScreen(routes, location.pathname, new URLSearchParams(location.search));
  await yieldToMain();
  const queryClient = createQueryClient();
  const url = new URL(location.href);
  prefetchListFromUrl(queryClient, url, hasSession());
  prefetchOrderFromUrl(queryClient, url, hasSession());
  await yieldToMain();
  prefetchRegionCheck(queryClient, url);
  watchFirstScreen({
    waitForMark: isFirstScreenPath(location.pathname),
    isBusy: () => queryClient.isFetching() > 0,
    subscribe: (listener) => queryClient.getQueryCache().subscribe(listener),
  });
  // The first Intl.NumberFormat loads ICU's number data; doing it here, while the texts load, keeps that cost out
  // of the first render.
  await yieldToMain();
  new Intl.NumberFormat(LANGUAGE_INFO[language].locale).format(0);
  const i18n = await bootstrap({
    development: import.meta.env.DEV,
    loadNamespace: loadLocaleNamespace,
    // Without a configured URL, our own build of the header, footer or transfer widget is loaded instead.
    embedded: {
      urls: {
        header: import.meta.env.VITE_EMBED_HEADER_URL as string | undefined,
        footer: import.meta.env.VITE_EMBED_FOOTER_URL as string | undefined,
        transfer: import.meta.env.VITE_EMBED_TRANSFER_URL as string | undefined,
      },
      ownApps: {
        header: () => import('./embedded-apps/header'),
        footer: () => import('./embedded-apps/footer'),
        transfer: () => import('./embedded-apps/transfer-widget'),
      },
      apiDomain: import.meta.env.VITE_API_DOMAIN as string | undefined,
    },
  });
  startLiveSignals({ production: import.meta.env.PROD });
  void mocks?.showMockNotices(i18n); // e.g. a ?scenario= that names no scenario
  // Mock mode only: a production build folds VITE_MSW away, and the badge's chunk with it.
  const badge =
    import.meta.env.VITE_MSW && mocks ? (
      <LazyMockBadge scenario={mocks.currentMockScenario()} switchMocks={mocks.switchMocks} />
    ) : null;
  const app = (
    <AppRoot
      queryClient={queryClient}
      i18n={i18n}
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

void start();
