import { ApiError } from './api-error';
import { buildUrl } from './build-url';
import type { ClientResponse, RequestConfig } from './request-config';

/** A call that hangs this long is reported as a network failure the user can retry. */
const REQUEST_TIMEOUT_MS = 30_000;

function encodeBody(config: RequestConfig): BodyInit | undefined {
  const { data, headers } = config;
  if (data === undefined || data === null) return undefined;
  if (typeof FormData !== 'undefined' && data instanceof FormData) {
    // The browser writes multipart's boundary itself; a hand-set Content-Type would lack it.
    headers.delete('Content-Type');
    return data;
  }
  if (typeof data === 'string' || data instanceof Blob || data instanceof URLSearchParams) return data;
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(data);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function sendRequest(config: RequestConfig): Promise<ClientResponse> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => timeout.abort();
  config.signal?.addEventListener('abort', onCallerAbort);
  try {
    const response = await fetch(buildUrl(config.baseURL, config.url, config.params), {
      method: config.method.toUpperCase(),
      headers: config.headers,
      body: encodeBody(config),
      // Cookies go with the call also to the flagged service hosts (the browser refuses a script-set Cookie).
      credentials: 'include',
      signal: timeout.signal,
    });
    const data = await readBody(response);
    if (!response.ok) {
      const body = data as { code?: unknown; message?: unknown } | undefined;
      throw new ApiError({
        kind: 'http',
        code: typeof body?.code === 'number' ? body.code : response.status,
        message: typeof body?.message === 'string' ? body.message : '',
        status: response.status,
        url: config.url,
      });
    }
    return { status: response.status, headers: response.headers, data, config };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const kind = config.signal?.aborted ? 'canceled' : 'network';
    throw new ApiError({ kind, message: '', url: config.url });
  } finally {
    clearTimeout(timer);
    config.signal?.removeEventListener('abort', onCallerAbort);
  }
}
