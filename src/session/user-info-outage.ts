import { isApiError } from '@/api/http/api-error';
import { isForcedLogoutError } from '@/api/http/interceptors/report-failure';
import { backoffDelay } from '@/shared/backoff';

// Only the server's answer about the user logs out; an outage is no such answer, so a reload during a short outage
// must not sign every trader out.

const FIRST_RETRY_DELAY_MS = 1_000;
export const MAX_RETRY_DELAY_MS = 30_000;

/** Too many requests says the service is busy, nothing about the user. */
const TOO_MANY_REQUESTS = 429;

/** A malformed answer (an HTML page, fields of the wrong type) also says nothing about the user. */
export function keepsSessionOn(error: unknown): boolean {
  if (!isApiError(error) || isForcedLogoutError(error)) return false;
  if (error.kind === 'network' || error.kind === 'malformed') return true;
  if (error.kind !== 'http' || error.status === undefined) return false;
  return error.status >= 500 || error.status === TOO_MANY_REQUESTS;
}

export function retryDelayMs(attempt: number): number {
  return backoffDelay(attempt, { firstMs: FIRST_RETRY_DELAY_MS, maxMs: MAX_RETRY_DELAY_MS });
}

export interface OutageRetryDeps<T> {
  call(): Promise<T>;
  wait(ms: number): Promise<void>;
  setOutage(active: boolean): void;
  /** False once a forced logout from another call ended the session meanwhile. */
  stillWanted(): boolean;
}

export type OutageRetryResult<T> = { answered: true; value: T } | { answered: false };

export async function callThroughOutage<T>(deps: OutageRetryDeps<T>): Promise<OutageRetryResult<T>> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const value = await deps.call();
      deps.setOutage(false);
      return { answered: true, value };
    } catch (error) {
      if (!keepsSessionOn(error)) {
        deps.setOutage(false);
        throw error;
      }
    }
    deps.setOutage(true);
    await deps.wait(retryDelayMs(attempt));
    if (!deps.stillWanted()) {
      deps.setOutage(false);
      return { answered: false };
    }
  }
}

export const waitFor = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
