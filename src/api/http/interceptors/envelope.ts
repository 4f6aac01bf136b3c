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

/**
 * Spec §7: responses carry `{code, message, data}` where code 0 is success. Success resolves to `data`;
 * a non-zero code rejects with a business ApiError carrying code and message.
 */
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
  // Every operation's success `data` is an object or a list in the contract. Anything else (a number where a
  // page was promised) is refused here, so a screen shows its error state instead of crashing on it.
  if (typeof body.data !== 'object' || body.data === null) {
    throw new ApiError({ kind: 'malformed', message: '', status: response.status, url });
  }
  return body.data;
}
