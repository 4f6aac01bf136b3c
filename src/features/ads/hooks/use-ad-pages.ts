import { useMemo } from 'react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getQueryAdvListQueryKey, queryAdvList } from '@/api/generated/endpoints/ads/ads';
import type { Advertisement } from '@/api/generated/models';
import { adPageRequest, type AdFilterRequest } from '../list-request';

/** The list refreshes itself while visible (react-query pauses intervals in a hidden tab). */
const REFRESH_MS = 15_000;
/** Beyond this many loaded pages a refresh would refetch too much; the trader refreshes by changing a filter. */
const MAX_REFRESHED_PAGES = 4;

const NO_ADS: Advertisement[] = [];

/** Pages of ads; the `infinite` marker keeps the key apart from the single-page query of the same filters. */
export function adPagesQuery(filters: AdFilterRequest) {
  return infiniteQueryOptions({
    queryKey: [...getQueryAdvListQueryKey({ ...filters, size: adPageRequest(filters, 1).size }), 'infinite'],
    // Silent: the list shows the failure in place, so a toast would say it twice.
    queryFn: ({ pageParam, signal }) => queryAdvList(adPageRequest(filters, pageParam), { silent: true }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    staleTime: 10_000,
  });
}

export function useAdPages(filters: AdFilterRequest, { enabled = true }: { enabled?: boolean } = {}) {
  const query = useInfiniteQuery({
    ...adPagesQuery(filters),
    enabled,
    refetchInterval: (q) => ((q.state.data?.pages.length ?? 0) <= MAX_REFRESHED_PAGES ? REFRESH_MS : false),
    placeholderData: (previous) => previous,
  });
  // The same array for the same pages, or the screen's deferred value would schedule another pass over the rows.
  const ads = useMemo<Advertisement[]>(() => query.data?.pages.flatMap((p) => p.list) ?? NO_ADS, [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;
  return { ...query, ads, total };
}
