// Spec §8: an HTTP status or envelope code from this list forces a logout. 401 is included as both.
export const FORCED_LOGOUT_CODES: ReadonlySet<number> = new Set([
  20051, 20053, 20054, 20055, 20056, 20057, 2010, 2005101, 209999, 200001, -1, 401,
]);

export function isForcedLogoutCode(code: number | undefined): code is number {
  return code !== undefined && FORCED_LOGOUT_CODES.has(code);
}
