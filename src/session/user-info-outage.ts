import { isApiError } from '@/api/http/api-error';
import { isForcedLogoutError } from '@/api/http/interceptors/report-failure';

// Spec §4 step 3 says "an error response or non-zero code logs the user out". Read as the server's answer about
// the user (issue 17, point 14; contract getUserInfo description): an outage is not such an answer, so a reload
// during a short outage must not sign every trader out.

/** First wait before asking again, and the cap: 1, 2, 4, 8, 16, 30, 30 … seconds. */
const FIRST_RETRY_DELAY_MS = 1_000;
export const MAX_RETRY_DELAY_MS = 30_000;

/** HTTP 429 (too many requests) says the service is busy, nothing about the user. */
const TOO_MANY_REQUESTS = 429;

/**
 * True when a failed user-info call says nothing about the user, so the session (and every cookie) is kept:
 * no answer at all (network failure, the client's timeout), an answer that is not the contract's (malformed
 * JSON, an HTML page, fields of the wrong type), a 5xx, or a 429. Only a well-formed answer logs out: a non-zero
 * code, a 401 or other 4xx refusal, and any forced-logout code (also inside a 5xx body).
 */
export function keepsSessionOn(error: unknown): boolean {
  if (!isApiError(error) || isForcedLogoutError(error)) return false;
  if (error.kind === 'network' || error.kind === 'malformed') return true;
  if (error.kind !== 'http' || error.status === undefined) return false;
  return error.status >= 500 || error.status === TOO_MANY_REQUESTS;
}

/** The wait before retry number `attempt` (0 = the first retry): doubling from 1 s, capped at 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempt));
}

export interface OutageRetryDeps<T> {
  /** The call itself (getUserInfo). */
  call(): Promise<T>;
  /** Waits; a fake clock in tests. */
  wait(ms: number): Promise<void>;
  /** The outage began (true) or ended with an answer (false): the "service unavailable, retrying" state. */
  setOutage(active: boolean): void;
  /** False once the user was logged out meanwhile (a forced logout from another call): stop asking. */
  stillWanted(): boolean;
}

/** The answer, or `answered: false` when the session ended (a forced logout) during the outage. */
export type OutageRetryResult<T> = { answered: true; value: T } | { answered: false };

/**
 * Calls until the server answers. An outage keeps the session and retries with backoff; any other failure is
 * thrown to the caller (which logs out). The outage state is cleared before returning or throwing.
 */
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

/** The real clock. */
export const waitFor = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
