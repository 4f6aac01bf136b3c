import { whenIdle } from './when-idle';

/** A first screen that never comes up (a dead network) still gets the deferred work after this long. */
const MAX_WAIT_MS = 5_000;
/**
 * A page that asks for nothing (home, 404, the restriction page) sends no query event to wait for: it counts as
 * up if nothing is in flight this long after start. Seen in issue 18: their footer came after the 5 s fallback.
 */
const QUIET_START_MS = 1_000;

let settle: () => void = () => undefined;
const settled = new Promise<void>((resolve) => {
  settle = resolve;
});
let watching = false;

/**
 * Resolves once the first screen is up and the browser is idle: for what the first screen does not need, the
 * footer, the floating transfer button and the other pages' texts (issue 7: first load, Lighthouse). Plain
 * idle waiting would fire while the page waits for its data. Without a watcher (tests, other hosts) it is the
 * next idle moment.
 */
export function afterFirstScreen(): Promise<void> {
  return (watching ? settled : Promise.resolve()).then(whenIdle);
}

/** The ad list calls this once its rows (or its empty or error state) are on screen. */
export function markFirstScreenShown(): void {
  settle();
}

export interface FirstScreenWatch {
  /** The page opens on the ad list, which marks itself (markFirstScreenShown). */
  waitForMark: boolean;
  /** Any other page counts as up when none of its requests is in flight any more (React Query's isFetching). */
  isBusy: () => boolean;
  /** React Query's getQueryCache().subscribe. */
  subscribe: (listener: () => void) => () => void;
}

export function watchFirstScreen({ waitForMark, isBusy, subscribe }: FirstScreenWatch): void {
  if (watching) return;
  watching = true;
  const timer = setTimeout(settle, MAX_WAIT_MS);
  // Checked after the event's other listeners ran (a finished query can start the next one).
  const stop = waitForMark ? () => undefined : subscribe(() => queueMicrotask(() => !isBusy() && settle()));
  const quiet = waitForMark ? undefined : setTimeout(() => !isBusy() && settle(), QUIET_START_MS);
  void settled.then(() => {
    clearTimeout(timer);
    clearTimeout(quiet);
    stop();
  });
}
