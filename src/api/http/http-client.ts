import { prefixAccountGroup } from './interceptors/account-group';
import { applyHeaders } from './interceptors/headers';
import { routeToServiceHost } from './interceptors/service-host';
import { captureServerTime } from './interceptors/server-time';
import { unwrapEnvelope } from './interceptors/envelope';
import { normalizeError } from './interceptors/normalize-error';
import { reportFailure } from './interceptors/report-failure';
import { afterHydration } from '@/shared/hydration-gate';
import { sendEarly, sendRequest } from './send-request';
import type { GeneratedRequest, RequestConfig } from './request-config';
import type { RequestMeta } from './request-meta';
import type { ApiError } from './api-error';

// Built on fetch, to keep an HTTP library out of the first load. The accountGroup check runs first, so a refused
// call sends nothing.

export type RequestOptions = RequestMeta;

/** A 200 answer is `Success | Failure`; a failure never resolves, it rejects with a business ApiError. */
export type Unwrapped<T> = T extends { code: 0; data: infer D } ? D : never;

/** The request as the interceptors make it: the account group's prefix, the service's host, the headers. */
function prepare(request: GeneratedRequest, meta: RequestMeta): RequestConfig {
  let config: RequestConfig = { ...request, headers: new Headers(request.headers), meta };
  config = prefixAccountGroup(config);
  config = routeToServiceHost(config);
  return applyHeaders(config);
}

export async function httpClient<T>(request: GeneratedRequest, options?: RequestOptions): Promise<Unwrapped<T>> {
  const meta: RequestMeta = {
    accountGroup: options?.accountGroup,
    silent: options?.silent,
    skipForcedLogout: options?.skipForcedLogout,
    service: options?.service,
  };
  try {
    const response = captureServerTime(await afterHydration(sendRequest(prepare(request, meta))));
    return unwrapEnvelope(response) as Unwrapped<T>;
  } catch (raw) {
    const error = normalizeError(raw, request.url);
    reportFailure(error, meta);
    throw error;
  }
}

/**
 * Sends a request before the app asks for it, made by the same interceptors; the app's own call of it adopts the
 * answer and handles it as any other (envelope, errors, forced logout). One the interceptors refuse is not sent:
 * the app's call reports it.
 */
export function sendEarlyRequest(request: GeneratedRequest, options?: RequestOptions): void {
  try {
    sendEarly(prepare(request, { ...options }));
  } catch {
    // reported by the app's own call
  }
}

export default httpClient;

// orval imports these names; every rejection is an ApiError, whatever error envelope the contract declares.
export type ErrorType<_ErrorEnvelope> = ApiError;
export type BodyType<B> = B;
