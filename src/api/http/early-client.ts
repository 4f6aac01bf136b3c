import { unwrapEnvelope } from './interceptors/envelope';
import { prepareRequest } from './prepare-request';
import type { GeneratedRequest, RequestConfig } from './request-config';
import type { RequestMeta } from './request-meta';
import { readBody, sendEarly } from './send-request';

// The client of the page's early script (src/early/), which its build puts in place of http-client.ts under the
// generated calls: each call is sent now, made by the same interceptors, and held for the app's own call of it to
// adopt (early-requests.ts), which then handles the answer as any other (envelope, errors, forced logout).

const never = new Promise<never>(() => undefined);

/**
 * The answer's data, for the early script's own use (the list's early rows), read from a copy so the app still
 * adopts the answer whole. Only a call whose result is awaited is copied and read; a failed or refused one never
 * settles, since the app's own call reports it.
 */
export function httpClient(request: GeneratedRequest, options?: RequestMeta): PromiseLike<unknown> {
  let config: RequestConfig;
  let response: Promise<Response>;
  try {
    config = prepareRequest(request, { ...options });
    response = sendEarly(config);
  } catch {
    return never;
  }
  return {
    then(onData, onFailure) {
      const copy = response.then((answer) => answer.clone());
      const data = copy.then(async (answer) => {
        const body = await readBody(answer);
        return answer.ok
          ? unwrapEnvelope({ status: answer.status, headers: answer.headers, data: body, config })
          : never;
      });
      return data.catch(() => never).then(onData, onFailure);
    },
  };
}
