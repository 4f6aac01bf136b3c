import { ForcedLogoutCode } from '@/api/generated/models';

// Spec §8: an HTTP status or envelope code from this list forces a logout. 401 is included as both. The list is
// the contract's ForcedLogoutCode (openapi/components/schemas/common.yaml), so it is written down once.
export const FORCED_LOGOUT_CODES: ReadonlySet<number> = new Set(Object.values(ForcedLogoutCode));

export function isForcedLogoutCode(code: number | undefined): code is number {
  return code !== undefined && FORCED_LOGOUT_CODES.has(code);
}
