/** A page that never idles still gets its deferred work after this long. */
const IDLE_TIMEOUT_MS = 2_000;

export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });
}
