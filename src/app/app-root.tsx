import { StrictMode, useSyncExternalStore, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ThemeMode } from '@ds';
import { AppProviders } from './app-providers';

export interface AppRootProps {
  queryClient: QueryClient;
  i18n: I18n;
  /** BrowserRouter in the browser, StaticRouter when the build prerenders a page (src/prerender). */
  router: ReactNode;
  /** Mock mode's badge in the browser; nothing when prerendering. The slot is there in both. */
  extra?: ReactNode;
  initialMode?: ThemeMode;
}

const subscribeToNothing = () => () => undefined;

/**
 * Renders its children in the browser only: nothing when prerendering and while hydrating (React reads the server
 * snapshot then, and renders again with the browser's right after), since the build's HTML has nothing there.
 */
function BrowserOnly({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return inBrowser ? children : null;
}

/**
 * The whole page's tree, the same for the browser and for the build's prerendering (issue 20): React hydrates
 * the build's HTML only if both render the same elements in the same places (useId's ids follow the tree).
 */
export function AppRoot({ queryClient, i18n, router, extra = null, initialMode }: AppRootProps) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n} initialMode={initialMode}>
        {router}
        <BrowserOnly>{extra}</BrowserOnly>
      </AppProviders>
    </StrictMode>
  );
}
