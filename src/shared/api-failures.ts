import { isApiError } from '@/api/http/api-error';
import { isForcedLogoutError } from '@/api/http/interceptors/report-failure';
import { getRequestContext } from '@/api/http/request-context';

/** The texts a failure can fall back on, from the `errors` namespace (spec §8). */
export type FailureTextKey = 'errors:network' | 'errors:requestFailed' | 'errors:accountGroupMissing';

/**
 * What the user reads about a failed call, the one rule for the failure toast and for every screen that shows a
 * failure inline (issue 19 point 1). null when nothing is to be said: the caller aborted the call, or it is a
 * forced logout the session already handles on the way to /login (spec §8). Otherwise: 'Network Error' in the
 * user's language when there was no answer or the browser is offline (spec §8); the client's own text for a
 * group-scoped call without an accountGroup (spec §5); the server's message (contract: `message` is for the
 * user, plain text); 'The request failed. Please try again.' when the server gave none.
 */
export function failureText(error: unknown, t: (key: FailureTextKey) => string): string | null {
  if (!isApiError(error)) return t('errors:requestFailed');
  if (error.kind === 'canceled' || isForcedLogoutError(error)) return null;
  if (error.kind === 'account-group') return t('errors:accountGroupMissing');
  if (error.kind === 'network' || !getRequestContext().isOnline()) return t('errors:network');
  return error.message.trim() || t('errors:requestFailed');
}

/**
 * Whether a failed call answered one of these business codes. The codes come from the generated constants of
 * the operation that was called (e.g. CreateOrderFailureCode.NEW_DEVICE, from the contract's failure enums in
 * openapi/components/schemas/failures.yaml), so a screen only tests codes its operation can answer and no code
 * is written twice (issue 19 point 1).
 */
export function hasCode(error: unknown, ...codes: readonly number[]): boolean {
  return isApiError(error) && error.code !== undefined && codes.includes(error.code);
}

function randomHex(bytes: number): string {
  const values = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(values);
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * An idempotency key: create-order's clientOrderId, update-order-state's clientRequestId, send-chat-msg's
 * clientMsgId (contract: 8-64 of [A-Za-z0-9_-]; a UUID fits). A repeated key returns the first result, so a
 * double click or a retry never applies an action twice. randomUUID needs a secure context; getRandomValues not.
 */
export function newClientKey(): string {
  const c = globalThis.crypto;
  return typeof c?.randomUUID === 'function' ? c.randomUUID() : randomHex(16);
}
