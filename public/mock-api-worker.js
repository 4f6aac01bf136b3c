/* The service worker that mock mode registers (mocks/browser.ts): MSW's own worker (mockServiceWorker.js, written
 * by `msw init`), with only the calls the mocks answer going through it. MSW's worker sends every request of the
 * page to the page's handlers and waits for their answer, scripts, texts and images included; each round trip
 * costs the page's main thread and the worker's. This listener runs first and keeps every other request away from
 * MSW's listener, so the browser loads them itself, as it would without mocks. The paths are those of
 * mocks/handlers: the API under /api/, on any host and behind the account-group prefix too (/0/api/..., spec
 * accountGroup prefixing), and the uploaded files under /mock-files/. */
self.addEventListener('fetch', (event) => {
  const { pathname } = new URL(event.request.url);
  if (!pathname.includes('/api/') && !pathname.includes('/mock-files/')) event.stopImmediatePropagation();
});
importScripts('./mockServiceWorker.js');
