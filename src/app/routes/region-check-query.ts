import type { QueryClient } from '@tanstack/react-query';
import { getGetRestrictionCheckQueryOptions } from '@/api/generated/endpoints/restriction/restriction';

export const REGION_CHECK_STALE_MS = 10 * 60_000;

/** Silent: the guard's page is the message, and a failed check lets the page render (the server enforces it). */
export const regionCheckOptions = { query: { staleTime: REGION_CHECK_STALE_MS }, request: { silent: true } };

const GUARDED_PATH = /^\/[A-Za-z-]+\/(?:p2p|hkpay)(?:\/|$)/;

/** Asked at start, since a request in the middle of the first screen's render pushed its first rows back. */
export function prefetchRegionCheck(queryClient: QueryClient, url: URL): void {
  if (!GUARDED_PATH.test(url.pathname)) return;
  void queryClient.prefetchQuery(getGetRestrictionCheckQueryOptions(regionCheckOptions));
}
