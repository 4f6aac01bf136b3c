import type { TFunction } from 'i18next';
import { isApiError } from '@/api/http/api-error';

/**
 * The text of a failed call shown inline by a dialog that made the call silent (so no toast doubles it):
 * the server's own message for a business error (plain text, rendered as text), 'Network Error' without a
 * connection, otherwise spec §8's 'The request failed. Please try again.'
 */
export function apiErrorText(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.kind === 'network') return t('errors:network');
    if (error.kind === 'business' && error.message.trim() !== '') return error.message;
  }
  return t('errors:requestFailed');
}
