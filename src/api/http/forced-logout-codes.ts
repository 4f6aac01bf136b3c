import { ForcedLogoutCode } from '@/api/generated/models';

// Taken from the contract's ForcedLogoutCode so the list is written down once; it applies to HTTP status and
// envelope code alike.
export const FORCED_LOGOUT_CODES: ReadonlySet<number> = new Set(Object.values(ForcedLogoutCode));

export function isForcedLogoutCode(code: number | undefined): code is number {
  return code !== undefined && FORCED_LOGOUT_CODES.has(code);
}
