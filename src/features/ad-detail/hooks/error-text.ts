import type { TFunction } from 'i18next';
import { isApiError } from '@/api/http/api-error';

/** Contract business code 30001: a new device needs security verification before the call is retried. */
export const NEW_DEVICE_CODE = 30001;

export const isNewDevice = (error: unknown): boolean => isApiError(error) && error.code === NEW_DEVICE_CODE;

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

/** An idempotency key (contract CreateOrderRequest.clientOrderId: 8-64 of [A-Za-z0-9_-]). */
export function newClientKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
