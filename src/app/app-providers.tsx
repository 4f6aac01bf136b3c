import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { DesignSystemProvider, type ThemeMode } from '@ds';
import { EmbeddedConfigContext, type EmbeddedConfig } from '@/platform/embedded';
import { cookieDomainFor } from '@/shared/cookies';
import { NewVersionNotice } from './new-version-notice';

export interface AppProvidersProps {
  queryClient: QueryClient;
  i18n: I18n;
  initialMode?: ThemeMode;
  /** The embedded apps' set-up; without it they are placeholders that draw nothing (the prerender, tests). */
  embedded?: EmbeddedConfig | undefined;
  children: ReactNode;
}

export function AppProviders({ queryClient, i18n, initialMode, embedded, children }: AppProvidersProps) {
  const cookieDomain = typeof location === 'undefined' ? undefined : cookieDomainFor(location.hostname);
  const tree = (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <DesignSystemProvider cookieDomain={cookieDomain} initialMode={initialMode}>
          {children}
          <NewVersionNotice />
        </DesignSystemProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
  return embedded ? <EmbeddedConfigContext.Provider value={embedded}>{tree}</EmbeddedConfigContext.Provider> : tree;
}
