import { ApiError, isApiError } from '../api-error';

export function normalizeError(error: unknown, fallbackUrl = ''): ApiError {
  if (isApiError(error)) return error;
  return new ApiError({ kind: 'network', message: error instanceof Error ? error.message : '', url: fallbackUrl });
}
