import { useGetOrderDetails } from '@/api/generated/endpoints/orders/orders';
import type { GetOrderDetailsParams } from '@/api/generated/models';
import { isFinalStatus } from '../model/order-flow';
import { ORDER_POLL_MS, orderDetailsQuery } from './order-details-query';

export { ORDER_POLL_MS };

const MAX_BACKOFF_MS = 60_000;

/** Doubles the wait after each failed poll in a row (3 s, 6 s, 12 s ... 60 s) so a broken network is not hammered. */
export function pollDelay(failures: number, baseMs = ORDER_POLL_MS): number {
  return Math.min(baseMs * 2 ** Math.max(0, failures), MAX_BACKOFF_MS);
}

interface PollState {
  status: 'pending' | 'error' | 'success';
  errorUpdateCount: number;
}
const errorsAtLastSuccess = new WeakMap<object, number>();

/**
 * Failed polls in a row. react-query's fetchFailureCount starts again with every fetch, so on its own the wait
 * never grows past one step (found by npm run bench: 185 requests in 10 failing minutes); the errors counted
 * since the query last succeeded do grow.
 */
function failedPollsInARow(query: object, state: PollState): number {
  if (state.status !== 'error') {
    errorsAtLastSuccess.set(query, state.errorUpdateCount);
    return 0;
  }
  return state.errorUpdateCount - (errorsAtLastSuccess.get(query) ?? 0);
}

/** The next poll's wait for a query: base while it succeeds, doubling with each failed poll in a row. */
export function nextPollMs(query: { state: PollState }, baseMs = ORDER_POLL_MS): number {
  return pollDelay(failedPollsInARow(query, query.state), baseMs);
}

/**
 * The order, polled until it reaches a final status, paused while the tab is hidden; a reload simply starts it
 * again from the URL's id.
 */
export function useOrderDetails(params: GetOrderDetailsParams) {
  const { queryKey, staleTime } = orderDetailsQuery(params);
  return useGetOrderDetails(params, {
    request: { silent: true },
    query: {
      queryKey,
      staleTime,
      refetchIntervalInBackground: false,
      refetchInterval: (q) => {
        const status = q.state.data?.status;
        if (status && isFinalStatus(status)) return false;
        return nextPollMs(q);
      },
    },
  });
}
