import type { ApiError } from '../api-error';
import { emitApiEvent } from '../api-events';
import { isForcedLogoutCode } from '../forced-logout-codes';
import type { RequestMeta } from '../request-meta';

/** True when the failure is one of spec §8's forced-logout codes, as HTTP status or envelope code. */
export function isForcedLogoutError(error: ApiError): boolean {
  return isForcedLogoutCode(error.status) || isForcedLogoutCode(error.code);
}

function forcedLogoutReason(error: ApiError): string {
  return String(isForcedLogoutCode(error.code) ? error.code : error.status);
}

/**
 * Spec §8: a forced-logout code triggers the logout with the failing URL and the code as text; any other
 * failure is announced for the failure toast (its text: src/shared/api-failures.ts) and still reaches the caller.
 */
export function reportFailure(error: ApiError, meta: RequestMeta | undefined): void {
  if (error.kind === 'canceled') return;
  if (isForcedLogoutError(error)) {
    if (!meta?.skipForcedLogout) {
      emitApiEvent('forcedLogout', { errorApi: error.url, errorReason: forcedLogoutReason(error) });
    }
    return;
  }
  // Spec §5: a group-scoped call without an accountGroup is refused with its message even when silent.
  if (meta?.silent && error.kind !== 'account-group') return;
  emitApiEvent('failure', { error });
}
