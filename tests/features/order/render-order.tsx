import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DesignSystemProvider } from '@ds';
import { Component as OrderRoute } from '@/features/order/order-route';
import { createI18n } from '@/shared/i18n';
import { fsLocaleLoader } from '../../support/fs-locale-loader';

// One render helper for the order feature (STYLE.md 14): fresh QueryClient with retries off, a memory router at
// the order URL, the theme and the real English texts from locales/.

let i18nPromise: Promise<I18n> | undefined;
const englishI18n = () => (i18nPromise ??= createI18n('en', { loadNamespace: fsLocaleLoader }));

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

export async function renderAt(url: string, element: ReactElement, path = '/:lang/p2p/order', queryClient = testQueryClient()) {
  const i18n = await englishI18n();
  const user = userEvent.setup();
  const ui = (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <DesignSystemProvider initialMode="light">
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={element} />
            </Routes>
          </MemoryRouter>
        </DesignSystemProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
  const result = render(ui);
  return { ...result, queryClient, user, i18n };
}

/** The order page as the app mounts it at /en/p2p/order?orderId=… */
export function renderOrderPage(orderId: string, queryClient?: QueryClient) {
  return renderAt(`/en/p2p/order?orderId=${encodeURIComponent(orderId)}`, <OrderRoute />, undefined, queryClient);
}
