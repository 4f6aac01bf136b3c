import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { appRoutes, AppRoutes } from '@/app/router';
import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { createI18n, type Language } from '@/shared/i18n';
import { fsLocaleLoader } from '../support/fs-locale-loader';
import { createRouterProbe } from '../support/router-probe';

/** The whole app (routes, providers) at a URL, in memory; the mocks answer through MSW. */
export async function renderApp(url: string, { lang = 'en' as Language } = {}) {
  const i18n = await createI18n(lang, { loadNamespace: fsLocaleLoader });
  const { handle: router, Probe } = createRouterProbe();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes routes={appRoutes({ devLogin: () => import('@/features/dev-login/dev-login-route') })} />
        <Probe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { router };
}
