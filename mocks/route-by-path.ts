import { getResponse, http, matchRequestUrl, type RequestHandler } from 'msw';

// MSW tries its handlers in order, and each one it tries parses the request's cookies before looking at the path,
// so a call answered late in the list paid for many parses. One handler in front looks up, once per method and
// path, which handlers can match, and lets MSW run only those.

/** As MSW's HttpHandler keeps them (`info`); other kinds of handler have neither. */
interface HttpInfo {
  method?: string | RegExp;
  path?: unknown;
}

function canMatch(handler: RequestHandler, method: string, url: URL): boolean {
  const info = handler.info as HttpInfo;
  if (info.method === undefined || info.path === undefined) return true;
  const methodMatches = info.method instanceof RegExp ? info.method.test(method) : info.method === method;
  if (!methodMatches) return false;
  // A predicate function decides per request: always tried.
  if (typeof info.path === 'function') return true;
  if (typeof info.path === 'string' && !endsLike(info.path, url.pathname)) return false;
  return matchRequestUrl(url, info.path as string | RegExp).matches;
}

/** False when a pattern's plain last segment does not end the path: most are ruled out without compiling a regex. */
function endsLike(pattern: string, pathname: string): boolean {
  const last = pattern.slice(pattern.lastIndexOf('/') + 1);
  if (last === '' || /[:*?()+{}\\]/.test(last)) return true;
  // As MSW matches (path-to-regexp): ignoring case and one trailing slash.
  return pathname.replace(/\/$/, '').toLowerCase().endsWith(`/${last.toLowerCase()}`);
}

export function routeByPath(handlers: readonly RequestHandler[]): RequestHandler {
  const routes = new Map<string, RequestHandler[]>();
  const candidates = (request: Request): RequestHandler[] => {
    const url = new URL(request.url);
    const key = `${request.method} ${url.origin}${url.pathname}`;
    let found = routes.get(key);
    if (!found) {
      found = handlers.filter((handler) => canMatch(handler, request.method, url));
      routes.set(key, found);
    }
    return found;
  };
  return http.all('*', ({ request }) => getResponse(candidates(request), request));
}
