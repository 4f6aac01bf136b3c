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
import { prefetchOrderFromUrl } from './features/order/prefetch-order';
import { hasSession } from './session/session-store';
import { watchFirstScreen } from './shared/first-screen';
import { holdAnswersUntilHydrated } from './shared/hydration-gate';
import { isPrerenderedFor } from './prerender/prerendered-page';
import { yieldToMain } from './shared/yield-to-main';

// import.meta.env is read only here (TOOLCHAIN.md §4: modules jest imports stay free of it).
async function start() {
  // The page's modules have just been evaluated in one task (~250 ms at 4x CPU); what follows is a task of its
  // own, and so is each costly step below (issue 20 point 4: Lighthouse TBT counts each task's time past 50 ms).
  await yieldToMain();
  // Spec §7 build-time configuration (README "Configuration"): the route rules, and the feature-flag and
  // content-service hosts that flagged calls go to. Invalid values are ignored with a console warning.
  // The route rules were checked by the build (vite.config.ts): VITE_ROUTE_RULES is the clean JSON list.
  configureRouteRules(JSON.parse(import.meta.env.VITE_ROUTE_RULES ?? '[]') as RouteRule[]);
  configureServiceHosts(serviceHostsFromEnv(import.meta.env));
  let mocks: typeof import('../mocks/browser') | undefined;
  if (import.meta.env.VITE_MSW) {
    // Mock mode (npm run dev, build:mock): the stateful MSW layer answers every /api call in the browser.
    // The dynamic import keeps mocks out of the production bundle.
    mocks = await import('../mocks/browser');
    await mocks.startMockWorker();
  }
  // Issue 20: the build's HTML for this very page (path, no query, theme) is hydrated, not drawn again. Its first
  // render must match that HTML, so answers are held until it has (src/shared/hydration-gate.ts).
  const container = document.getElementById('root')!;
  const hydrate = isPrerenderedFor(container, location);
  if (hydrate) holdAnswersUntilHydrated();
  // The language's texts are what the first render waits for longest: they are asked for first, before the
  // screen's chunk brings its dozen requests (bootstrap's own load then finds them on the way).
  const language = detectInitialLanguage();
  for (const ns of namespacesForFirstRender(location.pathname))
    void loadLocaleNamespace(language, ns).catch(() => undefined);
  // The current route's screen chunk is requested before the language has loaded, in parallel with it instead
  // of after it (issue 7: one round trip less before first paint).
  // VITE_MSW is a build-time constant (vite.config.ts `define`): a production build folds this to undefined and
  // drops the dev-login chunk with the mock accounts (issue 19 point 8).
  const routes = appRoutes({
    devLogin: import.meta.env.VITE_MSW ? () => import('./features/dev-login/dev-login-route') : undefined,
  });
  const screen = preloadScreen(routes, location.pathname, new URLSearchParams(location.search));
  await yieldToMain();
  // Likewise a list URL's first page of ads, or an order page's order, is asked for now, not after the first
  // render.
  const queryClient = createQueryClient();
  const url = new URL(location.href);
  prefetchListFromUrl(queryClient, url, hasSession());
  prefetchOrderFromUrl(queryClient, url, hasSession());
  await yieldToMain();
  prefetchRegionCheck(queryClient, url);
  // What the first screen does not need waits until it is up (src/shared/first-screen.ts).
  watchFirstScreen({
    waitForMark: isFirstScreenPath(location.pathname),
    isBusy: () => queryClient.isFetching() > 0,
    subscribe: (listener) => queryClient.getQueryCache().subscribe(listener),
  });
  // The page's first Intl.NumberFormat loads ICU's number data: ~25 ms unthrottled, ~90 ms at 4x CPU (CPU profile
  // of /en/p2p/buy), which landed inside the render slice of the first amount (the list's amount field). Here it
  // is a task of its own while the texts are on their way; the formatters made later find the data loaded.
  await yieldToMain();
  new Intl.NumberFormat(LANGUAGE_INFO[language].locale).format(0);
  const i18n = await bootstrap({
    development: import.meta.env.DEV,
    loadNamespace: loadLocaleNamespace,
    // Spec §1: the header, footer and transfer widget come from configurable URLs; without one, our own app
    // (also built as embedded/<name>.js for other sites) is loaded as a code-split chunk.
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
  // Mock mode only (a production build folds VITE_MSW away, and the badge's chunk with it): the badge with the
  // mock scenario and user, which opens their switcher and Reset (issue 19 point 7).
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
    // The screen's code is in the page's modulepreload links; hydrating before it has come would leave the
    // screen's HTML dehydrated (src/app/lazy-screen.ts).
    await screen;
    // In a transition too: hydration is then sliced into short tasks with input handled in between, where a plain
    // hydrateRoot hydrates the whole page in one blocking task (issue 20 point 4: Lighthouse TBT).
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  // A transition: React renders the first screen in slices and yields to the browser in between, instead of
  // one long task that blocks input (issue 7: Lighthouse total blocking time on slow phones). A page the build
  // drew for another URL or theme (a login-required page's shell, a list with filters in its query) is
  // replaced in the same commit.
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

void start();
