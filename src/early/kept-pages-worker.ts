import { THEME_COOKIE } from '@ds/theme/theme-cookie';
import type { ThemeMode } from '@ds/tokens/roles';
import {
  FIRST_SCREEN_MESSAGE,
  isKeptPageFresh,
  isKeptPageKey,
  isKeptPagePath,
  KEPT_PAGES_CACHE,
  keptPageKey,
  pageAssets,
  themeOfCookie,
} from './kept-pages';

// The site's service worker (docs/architecture.md, "Kept pages"): a trader's next visit of an ad list or an order
// gets the page from this device at once and the page's early script asks for the current ads or order, so they wait
// for one round trip instead of two. The kept copy is brought up to date after each visit (stale-while-revalidate).

interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface InstallEvent extends ExtendableEvent {
  /** Static routing: requests a route sends to the network never start this worker. Chromium 123 and later. */
  addRoutes?: (routes: readonly object[]) => Promise<void>;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  /** The id of the page a navigation opens. */
  readonly resultingClientId: string;
  respondWith(answer: Promise<Response>): void;
}
interface MessageFromPage extends ExtendableEvent {
  readonly data: unknown;
  readonly source: { id: string; url: string } | null;
}
interface WorkerScope {
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageFromPage) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  /** Where it exists (Chromium), the worker reads the theme cookie; elsewhere it keeps nothing. */
  readonly cookieStore?: { get(name: string): Promise<{ value: string } | null> };
  readonly location: Location;
}

const worker = self as unknown as WorkerScope;
const URLPatternClass = (globalThis as { URLPattern?: new (init: object) => object }).URLPattern;

/** The theme nginx would draw the page in now, or null where the worker cannot know it. */
async function currentTheme(): Promise<ThemeMode | null> {
  if (!worker.cookieStore) return null;
  try {
    return themeOfCookie((await worker.cookieStore.get(THEME_COOKIE))?.value);
  } catch {
    return null;
  }
}

function isKeepable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.type === 'basic' &&
    !response.redirected &&
    (response.headers.get('content-type') ?? '').startsWith('text/html')
  );
}

// One change of the cache at a time: dropping the files no kept page names must not race a page being kept.
let changes: Promise<unknown> = Promise.resolve();
function oneAtATime(change: () => Promise<void>): Promise<void> {
  const run = changes.then(change, change);
  changes = run.catch(() => undefined);
  return run;
}

async function dropUnnamedFiles(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  const named = new Set<string>();
  for (const key of keys) {
    if (!isKeptPageKey(new URL(key.url))) continue;
    const page = await cache.match(key);
    if (page) for (const file of pageAssets(await page.text(), worker.location.origin)) named.add(file);
  }
  await Promise.all(
    keys.filter((key) => !isKeptPageKey(new URL(key.url)) && !named.has(key.url)).map((key) => cache.delete(key)),
  );
}

/** Keeps the page as the server answers it now, once every file it names is kept too. */
function keep(url: URL, theme: ThemeMode): Promise<void> {
  return oneAtATime(async () => {
    const key = keptPageKey(url, theme);
    if (!key) return;
    // Through the HTTP cache: an unchanged page costs a 304.
    const page = await fetch(url.href, { credentials: 'same-origin' });
    if (!isKeepable(page)) return;
    const cache = await caches.open(KEPT_PAGES_CACHE);
    const files = pageAssets(await page.clone().text(), url.origin);
    const missing = [];
    for (const file of files) if (!(await cache.match(file))) missing.push(file);
    // Mostly from the HTTP cache, where the visit has just put them.
    await cache.addAll(missing);
    await cache.put(key, page);
    await dropUnnamedFiles(cache);
  });
}

// A page's first screen comes before bringing its kept copy up to date, which may download a new build's files: the
// page says when (its message), or, if it never does (it could not start), this long after it was asked for.
const FIRST_SCREEN_WAIT_MS = 15_000;
const firstScreens = new Map<string, () => void>();

function afterFirstScreenOf(clientId: string): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      firstScreens.delete(clientId);
      resolve();
    };
    const timer = setTimeout(done, FIRST_SCREEN_WAIT_MS);
    firstScreens.set(clientId, done);
  });
}

async function servePage(event: FetchEvent, url: URL): Promise<{ answer: Response; after: Promise<void> }> {
  const theme = await currentTheme();
  const later = () =>
    theme ? afterFirstScreenOf(event.resultingClientId).then(() => keep(url, theme)) : Promise.resolve();
  if (theme) {
    try {
      const kept = await caches.open(KEPT_PAGES_CACHE).then((cache) => cache.match(keptPageKey(url, theme) ?? ''));
      if (kept && isKeptPageFresh(kept.headers.get('date'), Date.now())) return { answer: kept, after: later() };
    } catch {
      // A cache that cannot be read is no reason to fail the page: it comes from the network.
    }
  }
  return { answer: await fetch(event.request), after: later() };
}

async function serveFile(request: Request): Promise<Response> {
  try {
    const kept = await caches.match(request, { cacheName: KEPT_PAGES_CACHE });
    if (kept) return kept;
  } catch {
    // As above: the network answers.
  }
  return fetch(request);
}

worker.addEventListener('install', (event) => {
  if (event.addRoutes && URLPatternClass) {
    const routes = [
      {
        condition: {
          requestMode: 'navigate',
          urlPattern: new URLPatternClass({ pathname: '/:lang/p2p/:side(buy|sell)', search: '' }),
        },
        source: 'fetch-event',
      },
      // One order's shell; the worker lets My orders (no id) go to the network.
      {
        condition: { requestMode: 'navigate', urlPattern: new URLPatternClass({ pathname: '/:lang/p2p/order' }) },
        source: 'fetch-event',
      },
      { condition: { urlPattern: new URLPatternClass({ pathname: '/assets/*' }) }, source: 'fetch-event' },
      { condition: { urlPattern: new URLPatternClass({}) }, source: 'network' },
    ];
    event.waitUntil(event.addRoutes(routes).catch(() => undefined));
  }
  event.waitUntil(worker.skipWaiting());
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith('p2p-kept-pages-') && name !== KEPT_PAGES_CACHE) await caches.delete(name);
    })(),
  );
});

// Each page says when its first screen is up (src/app/boot/keep-page-for-next-visit.ts): a page this worker served
// is then brought up to date (servePage), any other kept page (the visit that installed the worker) is kept now.
worker.addEventListener('message', (event) => {
  if (event.data !== FIRST_SCREEN_MESSAGE || !event.source) return;
  const waiting = firstScreens.get(event.source.id);
  if (waiting) return waiting();
  const url = new URL(event.source.url);
  if (url.origin !== worker.location.origin || !isKeptPagePath(url)) return;
  event.waitUntil(
    currentTheme()
      .then((theme) => (theme ? keep(url, theme) : undefined))
      .catch(() => undefined),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate' && isKeptPagePath(url)) {
    const served = servePage(event, url);
    event.respondWith(served.then(({ answer }) => answer));
    event.waitUntil(served.then(({ after }) => after).catch(() => undefined));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(serveFile(request));
  }
});
