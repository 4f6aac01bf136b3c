export interface Backoff {
  /** The wait after the first failure (attempt 0). */
  firstMs: number;
  maxMs: number;
}

/** One rule for every retry loop: the wait doubles with each failure in a row, so a broken network is not hammered. */
export function backoffDelay(attempt: number, { firstMs, maxMs }: Backoff): number {
  const failuresBefore = attempt > 0 ? attempt : 0;
  return Math.min(firstMs * 2 ** failuresBefore, maxMs);
}
