import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/http/api-error';

// Business errors (non-zero code) and forced-logout answers are final: retrying them only repeats the toast.
// Network failures and 5xx get one quiet retry with back-off.
// Calls are made offline too (networkMode 'always'): react-query's default would park them, leaving a
// skeleton or a 'Sending…' with no end. A failed call shows the screen's error with its Retry and spec §8's
// 'Network Error' toast, and what was typed stays (issue 7); reconnecting still refetches what is shown.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        staleTime: 10_000,
        refetchOnWindowFocus: true,
        retry: (failureCount, error) =>
          failureCount < 1 && isApiError(error) && (error.kind === 'network' || (error.status ?? 0) >= 500),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
