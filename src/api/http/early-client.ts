import { prepareRequest } from './prepare-request';
import type { GeneratedRequest } from './request-config';
import type { RequestMeta } from './request-meta';
import { sendEarly } from './send-request';

// The client of the page's early script (src/early/), which its build puts in place of http-client.ts under the
// generated calls: each call is sent now, made by the same interceptors, and held for the app's own call of it to
// adopt (early-requests.ts), which then handles the answer as any other (envelope, errors, forced logout).

/** Answers nothing here; one the interceptors refuse (no account group) is not sent, and the app's call reports it. */
export function httpClient(request: GeneratedRequest, options?: RequestMeta): Promise<never> {
  try {
    sendEarly(prepareRequest(request, { ...options }));
  } catch {
    // reported by the app's own call
  }
  return new Promise<never>(() => undefined);
}
