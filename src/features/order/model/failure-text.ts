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
