import type { TFunction } from 'i18next';
import { isApiError } from '@/api/http/api-error';

/**
 * The inline text for a failed call made with `silent: true` (the screen shows it instead of a toast): the
 * server's message for business and HTTP errors (contract: `message` is shown to the user), Network Error
 * offline (spec §8), else the generic 'The request failed. Please try again.'
 */
export function errorText(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.kind === 'network') return t('errors:network');
    if ((error.kind === 'business' || error.kind === 'http') && error.message.trim() !== '') return error.message;
  }
  return t('errors:requestFailed');
}
