import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider: @mui/material's also brings the CSS-variables provider, needed only by themes with
// `colorSchemes`, which ours never has, and otherwise renders exactly this.
import ThemeProvider from '@mui/system/ThemeProvider';
import type { ThemeMode } from '../tokens/roles';
import { ToastHost } from '../components/toast/toast-host';
import type { ToastService } from '../components/toast/toast-service';
import { createAppTheme } from './create-app-theme';
import { primeWithPrerenderedRules } from '../perf/emotion-prerendered-rules';
import { readThemeCookie, writeThemeCookie } from './theme-cookie';
import { ThemeModeContext } from './theme-mode-context';

export interface DesignSystemProviderProps {
  children: ReactNode;
  /** Overrides the `theme` cookie, e.g. for tests and the showcase. */
  initialMode?: ThemeMode;
  defaultMode?: ThemeMode;
  /** Cookie domain shared with the exchange's embedded apps; host-only when omitted. */
  cookieDomain?: string;
  toastService?: ToastService;
}

/** Theme (chosen by the `theme` cookie), baseline styles and the toast stack, in one provider. */
export function DesignSystemProvider({
  children,
  initialMode,
  defaultMode = 'light',
  cookieDomain,
  toastService,
}: DesignSystemProviderProps) {
  const [mode, setModeState] = useState<ThemeMode>(() => initialMode ?? readThemeCookie() ?? defaultMode);
  const setMode = useCallback(
    (next: ThemeMode) => {
      writeThemeCookie(next, { domain: cookieDomain });
      setModeState(next);
    },
    [cookieDomain],
  );
  const value = useMemo(() => ({ mode, setMode }), [mode, setMode]);
  // Before anything below writes a rule: those of the page's prerendered stylesheet are not written again.
  const emotionCache = useEmotionCache();
  if (emotionCache) primeWithPrerenderedRules(emotionCache);
  return (
    <ThemeModeContext value={value}>
      <ThemeProvider theme={createAppTheme(mode)}>
        <CssBaseline enableColorScheme />
        {children}
        <ToastHost service={toastService} />
      </ThemeProvider>
    </ThemeModeContext>
  );
}
