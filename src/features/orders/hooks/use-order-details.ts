import { useGetOrderDetails } from '@/api/generated/endpoints/orders/orders';
import type { GetOrderDetailsParams } from '@/api/generated/models';
import { backoffDelay } from '@/shared/backoff';
import { isFinalStatus } from '../model/order-flow';
import { ORDER_POLL_MS, orderDetailsQuery } from './order-details-query';

export { ORDER_POLL_MS };

const MAX_BACKOFF_MS = 60_000;

/** Doubles the wait after each failed poll in a row, up to a minute, so a broken network is not hammered. */
export function pollDelay(failures: number, baseMs = ORDER_POLL_MS): number {
  return backoffDelay(failures, { firstMs: baseMs, maxMs: MAX_BACKOFF_MS });
}

interface PollState {
  status: 'pending' | 'error' | 'success';
  errorUpdateCount: number;
}
const errorsAtLastSuccess = new WeakMap<object, number>();

/**
 * Failed polls in a row, counted since the last success: react-query's fetchFailureCount starts again with every
 * fetch, so on its own the wait would never grow past one step.
 */
function failedPollsInARow(query: object, state: PollState): number {
  if (state.status !== 'error') {
    errorsAtLastSuccess.set(query, state.errorUpdateCount);
    return 0;
  }
  return state.errorUpdateCount - (errorsAtLastSuccess.get(query) ?? 0);
}

export function nextPollMs(query: { state: PollState }, baseMs = ORDER_POLL_MS): number {
  return pollDelay(failedPollsInARow(query, query.state), baseMs);
}

/** Polled until the order is final, paused while the tab is hidden; a reload starts again from the URL's id. */
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
