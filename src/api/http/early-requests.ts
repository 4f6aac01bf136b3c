// Requests started before the app's code has run, by a small script the page's HTML loads, and adopted once by
// the client when the app sends the same request, so the data does not wait for the app's code. "The same" is
// the same method, URL, body and the headers that differ between visitors.

/** Where the page keeps them: the early script and the app are separate bundles, and share only the window. */
const STORE_KEY = '__p2pEarlyRequests';

type Store = Map<string, Promise<Response>>;

function store(): Store {
  const holder = globalThis as { [STORE_KEY]?: Store };
  return (holder[STORE_KEY] ??= new Map());
}

/** The headers that differ between visitors and sessions: an answer asked with others is not this request's. */
const VARYING_HEADERS = ['authorization', 'language', 'NECaptchaValidate'];

export function earlyRequestKey(method: string, url: string, headers: Headers, body: BodyInit | undefined): string {
  if (body !== undefined && typeof body !== 'string') return '';
  const varying = VARYING_HEADERS.map((name) => headers.get(name) ?? '');
  return JSON.stringify([method.toUpperCase(), url, body ?? '', ...varying]);
}

export function holdEarlyResponse(key: string, response: Promise<Response>): void {
  if (!key) return;
  // A failure is seen by whoever adopts it, who then sends the request again.
  response.catch(() => undefined);
  store().set(key, response);
}

/** The early response to this request, once; an unknown request, or the same one asked again, gets none. */
export function adoptEarlyResponse(key: string): Promise<Response> | undefined {
  if (!key) return undefined;
  const requests = store();
  const response = requests.get(key);
  requests.delete(key);
  return response;
}

const APP_STARTED_KEY = '__p2pAppStarted';

/** From the app's first call on, the app asks for itself: an early script that comes later sends nothing. */
export function markAppStarted(): void {
  (globalThis as Record<string, unknown>)[APP_STARTED_KEY] = true;
}

export const appStarted = (): boolean => Boolean((globalThis as Record<string, unknown>)[APP_STARTED_KEY]);
