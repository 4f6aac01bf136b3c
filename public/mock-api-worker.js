/* MSW's worker sends every request of the page to the page's handlers, scripts and images included, and each round
 * trip costs both threads. This listener runs first and keeps every request the mocks do not answer (they answer
 * /api/ on any host and behind the account-group prefix, and /mock-files/) away from MSW, so the browser loads it. */
self.addEventListener('fetch', (event) => {
  const { pathname } = new URL(event.request.url);
  if (!pathname.includes('/api/') && !pathname.includes('/mock-files/')) event.stopImmediatePropagation();
});
importScripts('./mockServiceWorker.js');
