import type { ThemeMode } from '../tokens/roles';

export const THEME_COOKIE = 'theme';
const THEME_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function parseThemeMode(value: unknown): ThemeMode | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/** The mode stored in the cookie string (document.cookie by default), or null when absent or unknown. */
export function readThemeCookie(
  cookie: string = typeof document === 'undefined' ? '' : document.cookie,
): ThemeMode | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === THEME_COOKIE) return parseThemeMode(decodeURIComponent(rest.join('=')));
  }
  return null;
}

export interface ThemeCookieOptions {
  /** E.g. '.example.com' so the exchange's embedded header and footer see the same mode. */
  domain?: string;
}

export function writeThemeCookie(mode: ThemeMode, { domain }: ThemeCookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  const parts = [`${THEME_COOKIE}=${mode}`, `Max-Age=${THEME_COOKIE_MAX_AGE_S}`, 'Path=/', 'SameSite=Lax'];
  if (domain) parts.push(`Domain=${domain}`);
  if (typeof location !== 'undefined' && location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}
