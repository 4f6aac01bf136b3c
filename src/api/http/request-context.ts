import { readCookie } from '@/shared/cookies';

// Getters, so that the session store and i18n can plug in; the defaults let the client work before that.

export interface RequestContext {
  getAuthorization(): string | undefined;
  /** 0 is a valid group. */
  getAccountGroup(): number | undefined;
  getLanguage(): string;
  getPageUrl(): string;
  getCaptchaValidate(): string | undefined;
  /** Browsers refuse a script-set `Cookie` header; Node allows it. */
  canSetCookieHeader(): boolean;
  readCookie(name: string): string | undefined;
  isOnline(): boolean;
}

export const CAPTCHA_STORAGE_KEY = 'NECaptchaValidate';

function parseAccountGroup(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

function languageFromPath(): string | undefined {
  if (typeof location === 'undefined') return undefined;
  const first = location.pathname.split('/')[1];
  return first ? first.toLowerCase() : undefined;
}

const defaults: RequestContext = {
  getAuthorization: () => readCookie('authorization') || undefined,
  getAccountGroup: () => parseAccountGroup(readCookie('accountGroup')),
  getLanguage: () => readCookie('yu_locale') ?? languageFromPath() ?? 'en',
  getPageUrl: () => (typeof location === 'undefined' ? '' : location.href),
  getCaptchaValidate: () => {
    try {
      return globalThis.localStorage?.getItem(CAPTCHA_STORAGE_KEY) ?? undefined;
    } catch {
      return undefined; // storage can throw in private modes and sandboxed frames
    }
  },
  canSetCookieHeader: () => typeof document === 'undefined',
  readCookie,
  isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
};

let current: RequestContext = { ...defaults };

export function getRequestContext(): RequestContext {
  return current;
}

export function configureRequestContext(overrides: Partial<RequestContext>): void {
  current = { ...current, ...overrides };
}

export function resetRequestContext(): void {
  current = { ...defaults };
}
