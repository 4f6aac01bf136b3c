import { prefixAccountGroup } from './interceptors/account-group';
import { applyHeaders } from './interceptors/headers';
import { routeToServiceHost } from './interceptors/service-host';
import type { GeneratedRequest, RequestConfig } from './request-config';
import type { RequestMeta } from './request-meta';

/**
 * The request as the interceptors make it before it is sent: the account group's prefix (a missing group throws,
 * so nothing is sent), the service's host, the headers. The app's client and the page's early client both send this.
 */
export function prepareRequest(request: GeneratedRequest, meta: RequestMeta): RequestConfig {
  let config: RequestConfig = { ...request, headers: new Headers(request.headers), meta };
  config = prefixAccountGroup(config);
  config = routeToServiceHost(config);
  return applyHeaders(config);
}
