import { loadLocaleNamespace } from '@/shared/i18n/load-resources';
import { LANGUAGE_INFO, isFirstScreenPath, namespacesForFirstRender } from '@/shared/i18n/languages';
import { detectInitialLanguage } from '@/shared/i18n/locale-storage';
import { prefetchListFromUrl } from '@/features/ads';
import { prefetchOrderFromUrl } from '@/features/orders';
import { hasSession } from '@/session/session-store';
import { markAppStarted } from '@/api/http/early-requests';
import { setAppConfig } from '@/shared/config/app-config';
import { afterFirstScreen, watchFirstScreen } from '@/shared/first-screen';
import { holdAnswersUntilHydrated } from '@/shared/hydration-gate';
import { yieldToMain } from '@/shared/yield-to-main';
import { bootstrap } from '../bootstrap';
import { createQueryClient } from '../query-client';
import { prefetchRegionCheck } from '../routes/region-check-query';
import { appRoutes, preloadScreen } from '../router';
import { startLiveSignals } from '../start-live-signals';
import type { StartOptions } from './start-options';
import { isPrerenderedFor } from './prerendered-page';
import { renderApp } from './render-app';

/**
 * Starts the app in the order the first screen needs: texts, the screen's code and its data are asked for first,
 * and each costly step gets a task of its own so that none blocks input for long.
 */
export async function startApp(config: StartOptions): Promise<void> {
  await yieldToMain();
  const { development, production, routeRules, serviceHosts, embeddedUrls, apiDomain } = config;
  setAppConfig({ development, production, routeRules, serviceHosts, embeddedUrls, apiDomain });
  // A page the build prerendered is hydrated; its first render must match that HTML, so answers are held until then.
  const container = document.getElementById('root')!;
  const hydrate = isPrerenderedFor(container, location);
  if (hydrate) holdAnswersUntilHydrated();
  // The texts are what the first render waits for longest, so they are asked for before the screen's chunk.
  const language = detectInitialLanguage();
  for (const ns of namespacesForFirstRender(location.pathname))
    void loadLocaleNamespace(language, ns).catch(() => undefined);
  const routes = appRoutes({ devLogin: config.devLogin });
  const screen = preloadScreen(routes, location.pathname, new URLSearchParams(location.search));
  // After the texts and the screen's code are asked for, so that they load while the mock worker starts; none of
  // them is an API call.
  const mocks = await config.mocks?.();
  await mocks?.startMockWorker();
  await yieldToMain();
  const queryClient = createQueryClient();
  const url = new URL(location.href);
  // The page's early script sends nothing after this; the requests it already sent are adopted by these.
  markAppStarted();
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
    development: config.development,
    loadNamespace: loadLocaleNamespace,
  });
  startLiveSignals({ production: config.production });
  // Not in mock builds: their mock worker holds the site's scope.
  if (config.production && !config.mocks)
    void afterFirstScreen()
      .then(() => import('./keep-page-for-next-visit'))
      .then(({ keepPageForNextVisit }) => keepPageForNextVisit())
      .catch(() => undefined);
  void mocks?.showMockNotices(i18n);
  await renderApp({ container, hydrate, screen, queryClient, i18n, routes, mocks, MockBadge: config.mockBadge });
}
