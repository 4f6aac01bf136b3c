import { captureServerTime } from './interceptors/server-time';
import { unwrapEnvelope } from './interceptors/envelope';
import { normalizeError } from './interceptors/normalize-error';
import { reportFailure } from './interceptors/report-failure';
import { afterHydration } from '@/shared/hydration-gate';
import { prepareRequest } from './prepare-request';
import { sendRequest } from './send-request';
import type { GeneratedRequest } from './request-config';
import type { RequestMeta } from './request-meta';
import type { ApiError } from './api-error';

// Built on fetch, to keep an HTTP library out of the first load. The accountGroup check runs first, so a refused
// call sends nothing.

export type RequestOptions = RequestMeta;

/** A 200 answer is `Success | Failure`; a failure never resolves, it rejects with a business ApiError. */
export type Unwrapped<T> = T extends { code: 0; data: infer D } ? D : never;

export async function httpClient<T>(request: GeneratedRequest, options?: RequestOptions): Promise<Unwrapped<T>> {
  const meta: RequestMeta = {
    accountGroup: options?.accountGroup,
    silent: options?.silent,
    skipForcedLogout: options?.skipForcedLogout,
    service: options?.service,
  };
  try {
    const response = captureServerTime(await afterHydration(sendRequest(prepareRequest(request, meta))));
    return unwrapEnvelope(response) as Unwrapped<T>;
  } catch (raw) {
    const error = normalizeError(raw, request.url);
    reportFailure(error, meta);
    throw error;
  }
}

export default httpClient;

// orval imports these names; every rejection is an ApiError, whatever error envelope the contract declares.
export type ErrorType<_ErrorEnvelope> = ApiError;
export type BodyType<B> = B;
