import { StrictMode, useSyncExternalStore, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ThemeMode } from '@ds';
import type { EmbeddedConfig } from '@/platform/embedded';
import { AppProviders } from './app-providers';

export interface AppRootProps {
  queryClient: QueryClient;
  i18n: I18n;
  router: ReactNode;
  extra?: ReactNode;
  initialMode?: ThemeMode;
  embedded?: EmbeddedConfig | undefined;
}

const subscribeToNothing = () => () => undefined;

/** Nothing while hydrating too (React reads the server snapshot then), since the build's HTML has nothing there. */
function BrowserOnly({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return inBrowser ? children : null;
}

/** Shared with the build's prerendering, since React hydrates its HTML only if both render the same tree. */
export function AppRoot({ queryClient, i18n, router, extra = null, initialMode, embedded }: AppRootProps) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n} initialMode={initialMode} embedded={embedded}>
        {router}
        <BrowserOnly>{extra}</BrowserOnly>
      </AppProviders>
    </StrictMode>
  );
}
