import { readCookie } from '@/shared/cookies';
import { detectInitialLanguage } from '@/shared/i18n/locale-storage';

// What each request reads from the page, read at the call. The app uses these defaults as they are; tests and
// stories put their own in (configureRequestContext) to send as a given user, language or page would.

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

const defaults: RequestContext = {
  getAuthorization: () => readCookie('authorization') || undefined,
  getAccountGroup: () => parseAccountGroup(readCookie('accountGroup')),
  // The page's language by the app's own rule (the path first, docs/product-rules.md §1.3), read at each call: a
  // cookie left by another language's page must not name this one's, and a language switch changes the path.
  getLanguage: detectInitialLanguage,
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
