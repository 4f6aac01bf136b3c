import { ApiError } from './api-error';
import { buildUrl } from './build-url';
import { adoptEarlyResponse, earlyRequestKey, holdEarlyResponse } from './early-requests';
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

export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The fetch the client sends for a request, and its key among the early requests. */
function fetchFor(config: RequestConfig, signal?: AbortSignal): { url: string; init: RequestInit; key: string } {
  const url = buildUrl(config.baseURL, config.url, config.params);
  const method = config.method.toUpperCase();
  const body = encodeBody(config);
  // Cookies go with the call also to the flagged service hosts (the browser refuses a script-set Cookie).
  const init: RequestInit = { method, headers: config.headers, body, credentials: 'include', signal };
  return { url, init, key: earlyRequestKey(method, url, config.headers, body) };
}

/** Sends the request now, for the app to adopt when it asks the same (early-requests.ts). */
export function sendEarly(config: RequestConfig): Promise<Response> {
  const { url, init, key } = fetchFor(config);
  const response = fetch(url, init);
  holdEarlyResponse(key, response);
  return response;
}

/** Settles as `response` does, or rejects once `signal` aborts. */
function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    response.then(resolve, reject);
  });
}

export async function sendRequest(config: RequestConfig): Promise<ClientResponse> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => timeout.abort();
  config.signal?.addEventListener('abort', onCallerAbort);
  try {
    const { url, init, key } = fetchFor(config, timeout.signal);
    const early = adoptEarlyResponse(key);
    // An early request that failed is sent again, as if it had never been.
    const response = early
      ? await untilAborted(
          early.catch(() => fetch(url, init)),
          timeout.signal,
        )
      : await fetch(url, init);
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
