import type { ClientResponse } from '../request-config';
import { ApiError } from '../api-error';

interface Envelope {
  code: number;
  message?: string;
  data?: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

export function unwrapEnvelope(response: ClientResponse): unknown {
  const body: unknown = response.data;
  const url = response.config.url;
  if (!isEnvelope(body)) {
    throw new ApiError({ kind: 'malformed', message: '', status: response.status, url });
  }
  if (body.code !== 0) {
    throw new ApiError({
      kind: 'business',
      code: body.code,
      message: body.message ?? '',
      status: response.status,
      url,
    });
  }
  // The contract's `data` is always an object or a list; anything else is refused so a screen shows its error
  // state instead of crashing on it.
  if (typeof body.data !== 'object' || body.data === null) {
    throw new ApiError({ kind: 'malformed', message: '', status: response.status, url });
  }
  return body.data;
}
