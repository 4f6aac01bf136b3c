import { isApiError } from '@/api/http/api-error';
import { isForcedLogoutError } from '@/api/http/interceptors/report-failure';
import { getRequestContext } from '@/api/http/request-context';

export type FailureTextKey = 'errors:network' | 'errors:requestFailed' | 'errors:accountGroupMissing';

/**
 * The one rule for the failure toast and every inline failure; null for an aborted call or a forced logout, which
 * the session already handles. The server's `message` is meant for the user, as plain text.
 */
export function failureText(error: unknown, t: (key: FailureTextKey) => string): string | null {
  if (!isApiError(error)) return t('errors:requestFailed');
  if (error.kind === 'canceled' || isForcedLogoutError(error)) return null;
  if (error.kind === 'account-group') return t('errors:accountGroupMissing');
  if (error.kind === 'network' || !getRequestContext().isOnline()) return t('errors:network');
  return error.message.trim() || t('errors:requestFailed');
}

/** Pass the called operation's generated constants, so a screen only tests codes its operation can answer. */
export function hasCode(error: unknown, ...codes: readonly number[]): boolean {
  return isApiError(error) && error.code !== undefined && codes.includes(error.code);
}

function randomHex(bytes: number): string {
  const values = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(values);
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * An idempotency key, so a double click or a retry never applies an action twice. randomUUID needs a secure
 * context; getRandomValues does not.
 */
export function newClientKey(): string {
  const c = globalThis.crypto;
  return typeof c?.randomUUID === 'function' ? c.randomUUID() : randomHex(16);
}
