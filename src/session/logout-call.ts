import { getLogout, postLogout } from '@/api/generated/endpoints/session/session';

export interface LogoutPayload {
  errorApi?: string;
  errorReason?: string;
}

/** The call can never itself force a logout, which would loop. */
export function sendLogoutCall(payload: LogoutPayload = {}): Promise<unknown> {
  const errorApi = payload.errorApi ?? '';
  const errorReason = payload.errorReason ?? '';
  const options = { silent: true, skipForcedLogout: true } as const;
  if (errorApi !== '' || errorReason !== '') return postLogout({ errorApi, errorReason }, options);
  return getLogout(options);
}
