import { whenIdle } from './when-idle';

/** A first screen that never comes up (a dead network) still gets the deferred work after this long. */
const MAX_WAIT_MS = 5_000;
/** A page that asks for nothing sends no query event to wait for, so it counts as up when nothing is in flight. */
const QUIET_START_MS = 1_000;

let settle: () => void = () => undefined;
const settled = new Promise<void>((resolve) => {
  settle = resolve;
});
let watching = false;

/** For what the first screen does not need; plain idle waiting would fire while the page waits for its data. */
export function afterFirstScreen(): Promise<void> {
  return (watching ? settled : Promise.resolve()).then(whenIdle);
}

export function markFirstScreenShown(): void {
  settle();
}

export interface FirstScreenWatch {
  /** The ad list marks itself (markFirstScreenShown). */
  waitForMark: boolean;
  isBusy: () => boolean;
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
