import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useFavorites } from '@/platform/use-favorites';
import { signInClient, startMocks } from '../mocks/mock-harness';

startMocks();

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

it('lists, adds and removes favourites by symbol through the generated hooks', async () => {
  signInClient('trader');
  const { result } = renderHook(() => useFavorites(true), { wrapper });
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  const before = result.current.symbols;
  const symbol = before.includes('DOGE_USDT') ? 'SOL_USDT' : 'DOGE_USDT';

  await act(() => result.current.toggle(symbol));
  await waitFor(() => expect(result.current.symbols).toContain(symbol));

  await act(() => result.current.toggle(symbol));
  await waitFor(() => expect(result.current.symbols).not.toContain(symbol));
  expect(result.current.symbols).toEqual(before);
});
