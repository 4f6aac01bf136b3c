/** Waits at most this long for an idle moment, so a page that never idles still gets its deferred work. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Resolves when the browser is next idle (after the first screen has rendered), or after the timeout: for
 * work the first screen does not need (issue 7: first load and Lighthouse).
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });
}
