import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/http/api-error';

// Business errors (non-zero code) and forced-logout answers are final: retrying them only repeats the toast.
// Network failures and 5xx get one quiet retry with back-off.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: true,
        retry: (failureCount, error) =>
          failureCount < 1 && isApiError(error) && (error.kind === 'network' || (error.status ?? 0) >= 500),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
      },
      mutations: { retry: false },
    },
  });
}
