import { prefixAccountGroup } from './interceptors/account-group';
import { applyHeaders } from './interceptors/headers';
import { routeToServiceHost } from './interceptors/service-host';
import { captureServerTime } from './interceptors/server-time';
import { unwrapEnvelope } from './interceptors/envelope';
import { normalizeError } from './interceptors/normalize-error';
import { reportFailure } from './interceptors/report-failure';
import { afterHydration } from '@/shared/hydration-gate';
import { sendRequest } from './send-request';
import type { GeneratedRequest, RequestConfig } from './request-config';
import type { RequestMeta } from './request-meta';
import type { ApiError } from './api-error';

// The one HTTP client (DEVELOPERS.md): every generated hook calls `httpClient` (orval's mutator). It is built on
// the platform's fetch, not an HTTP library: issue 7's first-load budget has no room for one (~14 KB gzip).
// The steps run in this order: the accountGroup check first, so a refused call sends nothing.

/** Second argument orval passes: per-operation flags from the contract. */
export type RequestOptions = RequestMeta;

/**
 * Resolves to the success branch's `data` (spec §7), so hooks return entities, not envelopes. Each operation's
 * 200 answer is `Success | Failure` (openapi.yaml "Envelope and HTTP status"): narrowing on `code: 0` keeps the
 * success branch; a failure never resolves, it rejects with a business ApiError (interceptors/envelope.ts).
 */
export type Unwrapped<T> = T extends { code: 0; data: infer D } ? D : never;

export async function httpClient<T>(request: GeneratedRequest, options?: RequestOptions): Promise<Unwrapped<T>> {
  const meta: RequestMeta = {
    accountGroup: options?.accountGroup,
    silent: options?.silent,
    skipForcedLogout: options?.skipForcedLogout,
    service: options?.service,
  };
  try {
    let config: RequestConfig = { ...request, headers: new Headers(request.headers), meta };
    config = prefixAccountGroup(config);
    config = routeToServiceHost(config);
    config = applyHeaders(config);
    // A prerendered page hands answers to the screens only once it is hydrated (src/shared/hydration-gate.ts).
    const response = captureServerTime(await afterHydration(sendRequest(config)));
    return unwrapEnvelope(response) as Unwrapped<T>;
  } catch (raw) {
    const error = normalizeError(raw, request.url);
    reportFailure(error, meta);
    throw error;
  }
}

export default httpClient;

// orval imports these names from the mutator file. Every rejection is normalised to ApiError (code, message,
// status), whatever error envelope the contract declares for the status.
export type ErrorType<_ErrorEnvelope> = ApiError;
export type BodyType<B> = B;
