import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { DesignSystemProvider } from '@ds';
import type { KycStatus, UserInfo } from '@/api/generated/models';
import { logoutLocally, resetSession, setKycInfo, setStartupStatus, setTradingFeature, setUserInfo } from '@/session/session-store';
import { createI18n, type Language } from '@/shared/i18n';
import { MOCK_USERS, type MockUserKey } from '@mocks/users';
import { fsLocaleLoader } from './fs-locale-loader';

// Integration renders for the session dialogs and feature screens: real i18n (every namespace from disk), a
// fresh QueryClient without retries, a memory router at a URL under /:lang, theme and toasts.

const instances = new Map<Language, Promise<I18n>>();

/** One i18n instance per language and test file: loading 13 namespaces from disk for every test is slow. */
function testI18n(lang: Language = 'en'): Promise<I18n> {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createI18n(lang, { loadNamespace: fsLocaleLoader });
    instances.set(lang, instance);
  }
  return instance;
}

export async function renderSessionUi(ui: ReactElement, { path = '/en/p2p/order', lang = 'en' as Language } = {}) {
  const i18n = await testI18n(lang);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/:lang/*', element: ui }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <DesignSystemProvider initialMode="light">
          <RouterProvider router={router} />
        </DesignSystemProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, i18n };
}

export interface SeedOptions {
  info?: Partial<UserInfo>;
  kycStatus?: KycStatus;
  acceptTerm?: boolean;
}

/** The session as a finished start-up leaves it for a mock account (spec §4), with some fields changed. */
export function seedSession(key: MockUserKey, { info = {}, kycStatus, acceptTerm }: SeedOptions = {}): void {
  const user = MOCK_USERS[key];
  document.cookie = `authorization=${user.authorization}; path=/`;
  setUserInfo({ ...user.info, ...info });
  setKycInfo({ ...user.kyc, kycStatus: kycStatus ?? user.kyc.kycStatus });
  setTradingFeature({ acceptTerm: acceptTerm ?? user.acceptTerm, defaultFiatAsset: user.defaultFiatAsset || 'USD', paymentMethods: [] });
  for (const part of ['currencies', 'user', 'kyc', 'tradingFeature', 'broker'] as const) setStartupStatus(part, 'success');
}

/** Signed out, no cookies, start-up idle. */
export function clearSession(): void {
  logoutLocally();
  resetSession();
}
