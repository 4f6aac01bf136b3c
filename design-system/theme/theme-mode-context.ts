import { createContext, useContext } from 'react';
import type { ThemeMode } from '../tokens/roles';

export interface ThemeModeValue {
  mode: ThemeMode;
  /** Switches the theme at run time and remembers the choice in the `theme` cookie. */
  setMode: (mode: ThemeMode) => void;
}

export const ThemeModeContext = createContext<ThemeModeValue | null>(null);

/** The active colour mode and its setter; only inside DesignSystemProvider. */
export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside <DesignSystemProvider>.');
  return value;
}
