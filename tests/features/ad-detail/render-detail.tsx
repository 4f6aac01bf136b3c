import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { DesignSystemProvider } from '@ds';
import { Component as AdDetailRoute } from '@/features/ad-detail/ad-detail-route';
import { createI18n } from '@/shared/i18n';
import { fsLocaleLoader } from '../../support/fs-locale-loader';

// One render helper for the ad detail (STYLE.md convention 14): a fresh QueryClient with retries off, a memory
// router at the detail URL, the theme and the real English texts. The order page is a probe showing its URL.

let i18n: I18n | undefined;

async function englishI18n(): Promise<I18n> {
  i18n ??= await createI18n('en', { loadNamespace: fsLocaleLoader });
  return i18n;
}

function OrderProbe() {
  const location = useLocation();
  return <p data-testid="order-page">{`${location.pathname}${location.search}`}</p>;
}

export async function renderDetail(adNo: string, side: 'buy' | 'sell' = 'buy') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/:lang/p2p/:side/detail/:id', Component: AdDetailRoute },
      { path: '/:lang/p2p/order', Component: OrderProbe },
      { path: '/:lang/p2p/:side', element: <p>list</p> },
    ],
    { initialEntries: [`/en/p2p/${side}/detail/${adNo}`] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={await englishI18n()}>
        <DesignSystemProvider initialMode="light">
          <RouterProvider router={router} />
        </DesignSystemProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Waits for the ad and opens the trade dialog through its action button. */
export async function openTradeDialog(user: { click: (e: Element) => Promise<void> }, name: RegExp) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}
