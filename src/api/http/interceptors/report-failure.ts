import type { ApiError } from '../api-error';
import { emitApiEvent } from '../api-events';
import { isForcedLogoutCode } from '../forced-logout-codes';
import type { RequestMeta } from '../request-meta';
import { getRequestContext } from '../request-context';

/** True when the failure is one of spec §8's forced-logout codes, as HTTP status or envelope code. */
export function isForcedLogoutError(error: ApiError): boolean {
  return isForcedLogoutCode(error.status) || isForcedLogoutCode(error.code);
}

function forcedLogoutReason(error: ApiError): string {
  return String(isForcedLogoutCode(error.code) ? error.code : error.status);
}

/**
 * Spec §8: a forced-logout code triggers the logout with the failing URL and the code as text; any other
 * failure shows the server's message (or 'Network Error' offline) and the error still reaches the caller.
 */
export function reportFailure(error: ApiError, meta: RequestMeta | undefined): void {
  if (error.kind === 'canceled') return;
  if (error.kind === 'account-group') {
    emitApiEvent('failure', { message: error.message, messageKey: 'accountGroupMissing', offline: false });
    return;
  }
  if (isForcedLogoutError(error)) {
    if (!meta?.skipForcedLogout) {
      emitApiEvent('forcedLogout', { errorApi: error.url, errorReason: forcedLogoutReason(error) });
    }
    return;
  }
  if (meta?.silent) return;
  const offline = !getRequestContext().isOnline();
  emitApiEvent('failure', { message: error.message, offline });
}
