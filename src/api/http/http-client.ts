import axios, { type AxiosRequestConfig } from 'axios';
import './request-meta';
import { prefixAccountGroup } from './interceptors/account-group';
import { applyHeaders } from './interceptors/headers';
import { routeToServiceHost } from './interceptors/service-host';
import { captureServerTime } from './interceptors/server-time';
import { unwrapEnvelope } from './interceptors/envelope';
import { normalizeError } from './interceptors/normalize-error';
import { reportFailure } from './interceptors/report-failure';
import type { RequestMeta } from './request-meta';
import type { ApiError } from './api-error';

// The one HTTP client (DEVELOPERS.md): every generated hook calls `httpClient` (orval's mutator).
// Request interceptors run in the order added here: accountGroup first, so a refused call sends nothing.
export const axiosInstance = axios.create({
  baseURL: '',
  // Browsers refuse a script-set Cookie header; credentials make the browser send the real cookies.
  withCredentials: true,
  timeout: 30_000,
});

// axios runs request interceptors last-added-first, so add headers before the account-group check.
axiosInstance.interceptors.request.use(applyHeaders);
axiosInstance.interceptors.request.use(routeToServiceHost);
axiosInstance.interceptors.request.use(prefixAccountGroup);
axiosInstance.interceptors.response.use(captureServerTime);

/** Second argument orval passes: per-operation flags from the contract plus any axios overrides. */
export type RequestOptions = RequestMeta & Omit<AxiosRequestConfig, 'meta'>;

/** Resolves to the envelope's `data` (spec §7), so hooks return entities, not envelopes. */
export type Unwrapped<T> = T extends { data?: infer D } ? D : T;

export async function httpClient<T>(config: AxiosRequestConfig, options?: RequestOptions): Promise<Unwrapped<T>> {
  const { accountGroup, silent, skipForcedLogout, ...axiosOverrides } = options ?? {};
  const meta: RequestMeta = { accountGroup, silent, skipForcedLogout };
  try {
    const response = await axiosInstance.request<T>({ ...config, ...axiosOverrides, meta });
    return unwrapEnvelope(response) as Unwrapped<T>;
  } catch (raw) {
    const error = normalizeError(raw, config.url);
    reportFailure(error, meta);
    throw error;
  }
}

export default httpClient;

// orval imports these names from the mutator file. Every rejection is normalised to ApiError (code, message,
// status), whatever error envelope the contract declares for the status.
export type ErrorType<_ErrorEnvelope> = ApiError;
export type BodyType<B> = B;
