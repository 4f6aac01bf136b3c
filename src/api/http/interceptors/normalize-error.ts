import { isAxiosError, isCancel } from 'axios';
import { ApiError, isApiError } from '../api-error';

/** Every rejection becomes an ApiError; an HTTP error keeps the envelope's code and message when it has one. */
export function normalizeError(error: unknown, fallbackUrl = ''): ApiError {
  if (isApiError(error)) return error;
  if (isCancel(error)) return new ApiError({ kind: 'canceled', message: '', url: fallbackUrl });
  if (isAxiosError(error)) {
    const url = error.config?.url ?? fallbackUrl;
    const response = error.response;
    if (!response) return new ApiError({ kind: 'network', message: '', url });
    const body = response.data as { code?: unknown; message?: unknown } | undefined;
    const code = typeof body?.code === 'number' ? body.code : response.status;
    const message = typeof body?.message === 'string' ? body.message : '';
    return new ApiError({ kind: 'http', code, status: response.status, message, url });
  }
  return new ApiError({ kind: 'network', message: error instanceof Error ? error.message : '', url: fallbackUrl });
}
