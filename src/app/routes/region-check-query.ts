import type { QueryClient } from '@tanstack/react-query';
import { getGetRestrictionCheckQueryOptions } from '@/api/generated/endpoints/restriction/restriction';

/** The region rarely changes within a visit (spec §1/§6): asked once per ten minutes at most. */
export const REGION_CHECK_STALE_MS = 10 * 60_000;

/**
 * The public restriction check as RestrictionGuard reads it: silent, because the guard's page is the message
 * and a failed check lets the page render (the server enforces the rule).
 */
export const regionCheckOptions = { query: { staleTime: REGION_CHECK_STALE_MS }, request: { silent: true } };

/** The paths RestrictionGuard wraps (src/app/router.tsx). */
const GUARDED_PATH = /^\/[A-Za-z-]+\/(?:p2p|hkpay)(?:\/|$)/;

/**
 * Asks for the check while the page is still starting, in parallel with the screen's own data, instead of
 * when the guard first renders: a late request in the middle of the first screen's render pushed the first
 * rows back (issue 7: Lighthouse LCP), and a restricted visitor sees the restriction page sooner.
 */
export function prefetchRegionCheck(queryClient: QueryClient, url: URL): void {
  if (!GUARDED_PATH.test(url.pathname)) return;
  void queryClient.prefetchQuery(getGetRestrictionCheckQueryOptions(regionCheckOptions));
}
