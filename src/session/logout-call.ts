import { getLogout, postLogout } from '@/api/generated/endpoints/session/session';

export interface LogoutPayload {
  errorApi?: string;
  errorReason?: string;
}

/**
 * Spec §7: POST /api/a/v1/auth/logout with errorApi and errorReason when either is non-empty, otherwise GET on
 * the same path. The call is silent and can never itself force a logout (it would loop).
 */
export function sendLogoutCall(payload: LogoutPayload = {}): Promise<unknown> {
  const errorApi = payload.errorApi ?? '';
  const errorReason = payload.errorReason ?? '';
  const options = { silent: true, skipForcedLogout: true } as const;
  if (errorApi !== '' || errorReason !== '') return postLogout({ errorApi, errorReason }, options);
  return getLogout(options);
}
