export const COOKIE_LIFETIME_DAYS = 365;

export interface CookieWriteOptions {
  days?: number;
  /** Omitted for a host-only cookie. */
  domain?: string;
  path?: string;
}

function cookieSource(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

export function cookieValue(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

export function readCookie(name: string): string | undefined {
  return cookieValue(cookieSource(), name);
}

export function cookieDomainFor(hostname: string): string | undefined {
  const host = hostname.toLowerCase();
  if (!host || host === 'localhost' || /^[\d.]+$/.test(host) || host.includes(':')) return undefined;
  return `.${host.replace(/^www\./, '')}`;
}

function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

export function writeCookie(name: string, value: string, options: CookieWriteOptions = {}): void {
  if (typeof document === 'undefined') return;
  const days = options.days ?? COOKIE_LIFETIME_DAYS;
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  let cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=${options.path ?? '/'}; SameSite=Lax`;
  if (options.domain) cookie += `; domain=${options.domain}`;
  // Secure only on https: a Secure cookie set over http (local development) would be dropped by the browser.
  if (isHttps()) cookie += '; Secure';
  document.cookie = cookie;
}

export function removeCookie(name: string, options: Pick<CookieWriteOptions, 'domain' | 'path'> = {}): void {
  if (typeof document === 'undefined') return;
  let cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${options.path ?? '/'}; SameSite=Lax`;
  if (options.domain) cookie += `; domain=${options.domain}`;
  document.cookie = cookie;
}
