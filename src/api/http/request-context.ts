import { readCookie } from '@/shared/cookies';

// What the interceptors need to know about the page and the session, behind getters so that the session
// store and i18n (which own these values) can plug in, and tests can set them. Defaults read the cookies
// and storage the spec names (§3), so the client works before the app has wired anything.

export interface RequestContext {
  /** Session credential (spec §3: the `authorization` cookie). */
  getAuthorization(): string | undefined;
  /** Account group of the signed-in user; 0 is a valid group (spec §5). */
  getAccountGroup(): number | undefined;
  /** Current UI language, sent as the `language` header. */
  getLanguage(): string;
  /** Current page URL, sent as the `onPage` header. */
  getPageUrl(): string;
  /** Captcha validation value kept in local storage, sent as `NECaptchaValidate` when present. */
  getCaptchaValidate(): string | undefined;
  /** Whether the runtime lets a script set the `Cookie` header (browsers refuse it; Node allows it). */
  canSetCookieHeader(): boolean;
  /** Reads a cookie for the Cookie header in runtimes that allow it. */
  readCookie(name: string): string | undefined;
  /** False when the browser says it is offline. */
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

/** Replaces some getters (the app wires the session store and i18n in; tests set fixed values). */
export function configureRequestContext(overrides: Partial<RequestContext>): void {
  current = { ...current, ...overrides };
}

export function resetRequestContext(): void {
  current = { ...defaults };
}
