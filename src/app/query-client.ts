import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/http/api-error';
import { backoffDelay } from '@/shared/backoff';

// Business errors are final: retrying them only repeats the toast. networkMode 'always', because react-query's
// default would park offline calls and leave a skeleton or a 'Sending…' with no end.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        staleTime: 10_000,
        refetchOnWindowFocus: true,
        retry: (failureCount, error) =>
          failureCount < 1 && isApiError(error) && (error.kind === 'network' || (error.status ?? 0) >= 500),
        retryDelay: (attempt) => backoffDelay(attempt, { firstMs: 1_000, maxMs: 8_000 }),
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
