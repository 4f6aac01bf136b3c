import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetFavoritesQueryKey,
  useAddFavorite,
  useGetFavorites,
  useRemoveFavorite,
} from '@/api/generated/endpoints/favorites/favorites';
import type { Favorite } from '@/api/generated/models';

/** The favourites call stores a pair as BASE_QUOTE, e.g. USDT_EUR. */
export const pairSymbol = (asset: string, fiat: string): string => `${asset}_${fiat}`;

export function parsePairSymbol(symbol: string): { asset: string; fiat: string } | undefined {
  const match = /^([A-Z0-9]{2,12})_([A-Z0-9]{2,12})$/.exec(symbol);
  return match ? { asset: match[1]!, fiat: match[2]! } : undefined;
}

type Snapshot = { previous: Favorite[] | undefined };

const NONE: readonly string[] = [];
const symbolsOf = (favorites: Favorite[]): readonly string[] => favorites.map((f) => f.symbol);

/** Optimistic: a failed call puts the list back and calls `onFailed`, so the screen gives its own message. */
export function useFavorites(enabled: boolean, onFailed: () => void) {
  const queryClient = useQueryClient();
  const key = getGetFavoritesQueryKey();
  // select: React Query keeps the same array while the symbols are the same (structural sharing).
  const list = useGetFavorites({ query: { enabled, staleTime: 60_000, select: symbolsOf }, request: { silent: true } });

  const optimistic = (change: (symbols: Favorite[], symbol: string) => Favorite[]) => ({
    onMutate: async ({ data }: { data: Favorite }): Promise<Snapshot> => {
      // A refetch landing after the optimistic write would undo it on screen.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Favorite[]>(key);
      queryClient.setQueryData<Favorite[]>(key, (current) => change(current ?? [], data.symbol));
      return { previous };
    },
    onError: (_error: unknown, _variables: unknown, snapshot: Snapshot | undefined) => {
      queryClient.setQueryData(key, snapshot?.previous);
      onFailed();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const add = useAddFavorite({
    request: { silent: true },
    mutation: optimistic((current, symbol) =>
      current.some((f) => f.symbol === symbol) ? current : [...current, { symbol }],
    ),
  });
  const remove = useRemoveFavorite({
    request: { silent: true },
    mutation: optimistic((current, symbol) => current.filter((f) => f.symbol !== symbol)),
  });

  const symbols = (enabled && list.data) || NONE;
  const { mutate: addPair } = add;
  const { mutate: removePair } = remove;
  const toggle = useCallback(
    (symbol: string) => (symbols.includes(symbol) ? removePair({ data: { symbol } }) : addPair({ data: { symbol } })),
    [addPair, removePair, symbols],
  );
  return { symbols, isLoading: list.isPending && enabled, toggle };
}
