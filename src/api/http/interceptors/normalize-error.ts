import { ApiError, isApiError } from '../api-error';

/** Every rejection becomes an ApiError (send-request.ts already types HTTP, network and abort failures). */
export function normalizeError(error: unknown, fallbackUrl = ''): ApiError {
  if (isApiError(error)) return error;
  return new ApiError({ kind: 'network', message: error instanceof Error ? error.message : '', url: fallbackUrl });
}
