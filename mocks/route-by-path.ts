import { getResponse, http, matchRequestUrl, type RequestHandler } from 'msw';

// For the browser worker. MSW tries its handlers in order, and each one it tries parses the request's cookies
// and adds the page's cookies to the request's Cookie header again before looking at the path (msw 2.15
// HttpHandler.parse). A call answered by the 20th of our 66 handlers paid for 20 parses of an ever longer header.
// One handler in front looks up, once per method and path, which handlers can match, in their order, and lets
// MSW run only those. Measured with a CPU profile of /en/p2p/sell signed in (4 loads of each build, alternating):
// the mock chunk's JS per page load 749-823 -> 391-427 ms (issue 19 point 6; the browser-test suite's own time
// did not change measurably: 1,937 -> 1,931 test-seconds in fresh-clone CI).

/** A handler's method and path, as MSW's HttpHandler keeps them (`info`); other kinds of handler have neither. */
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

/**
 * False when a path pattern's last segment is plain text the URL's path does not end with. MSW compiles the
 * pattern into a regular expression at every match; most of the 66 patterns differ from a given call's path in
 * their last segment, and this rules them out without compiling (the compiling took 61 ms of a list page load's
 * main thread in a CPU profile of the mock build; the time after was not profiled on its own).
 */
function endsLike(pattern: string, pathname: string): boolean {
  const last = pattern.slice(pattern.lastIndexOf('/') + 1);
  if (last === '' || /[:*?()+{}\\]/.test(last)) return true;
  // As MSW matches (path-to-regexp): ignoring case and one trailing slash.
  return pathname.replace(/\/$/, '').toLowerCase().endsWith(`/${last.toLowerCase()}`);
}

/** The handlers in one, which hands each request to those that can match its method and path, in their order. */
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
