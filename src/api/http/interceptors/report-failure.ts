import type { ApiError } from '../api-error';
import { emitApiEvent } from '../api-events';
import { isForcedLogoutCode } from '../forced-logout-codes';
import type { RequestMeta } from '../request-meta';

export function isForcedLogoutError(error: ApiError): boolean {
  return isForcedLogoutCode(error.status) || isForcedLogoutCode(error.code);
}

function forcedLogoutReason(error: ApiError): string {
  return String(isForcedLogoutCode(error.code) ? error.code : error.status);
}

export function reportFailure(error: ApiError, meta: RequestMeta | undefined): void {
  if (error.kind === 'canceled') return;
  if (isForcedLogoutError(error)) {
    if (!meta?.skipForcedLogout) {
      emitApiEvent('forcedLogout', { errorApi: error.url, errorReason: forcedLogoutReason(error) });
    }
    return;
  }
  // A call refused for a missing accountGroup says so even when silent.
  if (meta?.silent && error.kind !== 'account-group') return;
  emitApiEvent('failure', { error });
}
