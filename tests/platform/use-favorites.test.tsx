import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { pairSymbol, parsePairSymbol, useFavorites } from '@/platform/use-favorites';
import { server, signInClient, startMocks } from '../mocks/mock-harness';

startMocks();

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

it('lists, adds and removes favourites by symbol through the generated hooks', async () => {
  signInClient('trader');
  const failed = jest.fn();
  const { result } = renderHook(() => useFavorites(true, failed), { wrapper });
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  const before = result.current.symbols;
  const symbol = before.includes('BTC_EUR') ? 'ETH_EUR' : 'BTC_EUR';

  act(() => result.current.toggle(symbol));
  await waitFor(() => expect(result.current.symbols).toContain(symbol));

  act(() => result.current.toggle(symbol));
  await waitFor(() => expect(result.current.symbols).toEqual(before));
  expect(failed).not.toHaveBeenCalled();
});

it('puts the list back and reports the failure when starring fails', async () => {
  signInClient('trader');
  const failed = jest.fn();
  const { result } = renderHook(() => useFavorites(true, failed), { wrapper });
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  const before = result.current.symbols;
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.post('*/api/e/v1/favorite', async () => {
      await held;
      return HttpResponse.json({ code: 500, message: 'Internal error', data: null }, { status: 500 });
    }),
  );

  act(() => result.current.toggle('TRX_USD'));
  // Optimistic: the pair is starred while the server has not answered yet.
  await waitFor(() => expect(result.current.symbols).toContain('TRX_USD'));
  expect(failed).not.toHaveBeenCalled();
  answer();
  await waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(result.current.symbols).toEqual(before));
});

it('asks nothing and lists nothing when signed out', () => {
  const { result } = renderHook(() => useFavorites(false, jest.fn()), { wrapper });
  expect(result.current.symbols).toEqual([]);
  expect(result.current.isLoading).toBe(false);
});

it('writes and reads P2P pairs as ASSET_FIAT (contract Favorite.symbol)', () => {
  expect(pairSymbol('USDT', 'EUR')).toBe('USDT_EUR');
  expect(parsePairSymbol('USDT_EUR')).toEqual({ asset: 'USDT', fiat: 'EUR' });
  expect(parsePairSymbol('usdt_eur')).toBeUndefined();
  expect(parsePairSymbol('USDTEUR')).toBeUndefined();
});
