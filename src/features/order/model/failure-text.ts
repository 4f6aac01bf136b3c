import type { TFunction } from 'i18next';
import { isApiError } from '@/api/http/api-error';
import { isForcedLogoutError } from '@/api/http/interceptors/report-failure';

/**
 * What to tell the user about a call this screen made silently (the HTTP layer shows no toast then), or null
 * when nothing should be said: an aborted call, or a forced logout that the session already handles (spec §8).
 */
export function failureText(error: unknown, t: TFunction): string | null {
  if (!isApiError(error)) return t('errors:requestFailed');
  if (error.kind === 'canceled' || isForcedLogoutError(error)) return null;
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (error.kind === 'network' && offline) return t('errors:network');
  return error.message || t('errors:requestFailed');
}

/** The business codes of the contract (openapi.yaml info) this screen reacts to. */
export const BIZ = {
  NEW_DEVICE: 30001,
  STATE_NOT_ALLOWED: 30005,
  INVALID_CODE: 30006,
  ORDER_NOT_FOUND: 30012,
} as const;

export function hasCode(error: unknown, ...codes: number[]): boolean {
  return isApiError(error) && error.code !== undefined && codes.includes(error.code);
}
