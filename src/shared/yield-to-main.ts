/**
 * Ends the current task and goes on in a new one, so the browser can paint and handle input in between (issue 20
 * point 4: Lighthouse counts every task's time past 50 ms as blocking). Where the browser has scheduler.yield()
 * the rest runs before other queued tasks; elsewhere it queues behind them (setTimeout).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
