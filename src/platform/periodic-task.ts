import { currentSignals, registerSignalListener } from './page-signals';

// Pauses while the tab is hidden (a trading tab stays open for hours) and runs at once when it is shown again.

const DEFAULT_PERIOD_MS = 10_000;

export interface PeriodicTaskOptions {
  /** Unique name: also the page-signal listener key. */
  key: string;
  intervalMs?: number;
  runImmediately?: boolean;
}

export function startPeriodicTask(
  task: () => unknown,
  { key, intervalMs = DEFAULT_PERIOD_MS, runImmediately = false }: PeriodicTaskOptions,
): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running = false;
  const run = async () => {
    if (running) return; // a slow task never overlaps itself
    running = true;
    try {
      await task();
    } catch (error) {
      console.error(`periodic task "${key}" failed`, error);
    } finally {
      running = false;
    }
  };
  const start = () => {
    if (timer === undefined) timer = setInterval(() => void run(), intervalMs);
  };
  const pause = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const unregister = registerSignalListener(`periodic:${key}`, (signals, change) => {
    if (change !== 'visibility') return;
    if (signals.visible) {
      void run();
      start();
    } else pause();
  });
  if (currentSignals().visible) start();
  if (runImmediately) void run();
  return () => {
    pause();
    unregister();
  };
}
