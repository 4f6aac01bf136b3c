import type { ThemeMode } from './roles';

/** Dark surfaces need stronger, darker shadows to read at all. */
export const shadows: Record<ThemeMode, { sm: string; md: string; lg: string }> = {
  light: {
    sm: '0 1px 2px rgba(24, 26, 32, 0.08)',
    md: '0 4px 12px rgba(24, 26, 32, 0.10)',
    lg: '0 12px 32px rgba(24, 26, 32, 0.16)',
  },
  dark: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.40)',
    md: '0 4px 12px rgba(0, 0, 0, 0.50)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.60)',
  },
};
