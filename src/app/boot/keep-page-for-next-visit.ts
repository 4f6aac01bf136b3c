import { FIRST_SCREEN_MESSAGE, KEPT_PAGES_CACHE, KEPT_PAGES_WORKER_URL } from '@/early/kept-pages';

/**
 * Once the first screen is up: registers the site's service worker, which keeps the ad lists for the trader's next
 * visit (docs/architecture.md, "Kept pages"), and tells it this page's first screen is up. Only where a worker can
 * read the theme cookie (`cookieStore`, Chromium): elsewhere it would keep nothing and only slow navigations.
 */
export function keepPageForNextVisit(): void {
  if (!('serviceWorker' in navigator) || !('cookieStore' in window)) return;
  navigator.serviceWorker
    .register(KEPT_PAGES_WORKER_URL)
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => registration.active?.postMessage(FIRST_SCREEN_MESSAGE))
    .catch(() => undefined);
}

/**
 * Before reloading for a new build: the kept pages go, so the reload gets the new build's page from the server, even
 * when the worker has not yet brought its copy up to date.
 */
export function forgetKeptPages(): Promise<unknown> {
  return typeof caches === 'undefined' ? Promise.resolve() : caches.delete(KEPT_PAGES_CACHE).catch(() => undefined);
}
