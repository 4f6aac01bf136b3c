import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getGetFavoritesQueryKey, useAddFavorite, useGetFavorites, useRemoveFavorite } from '@/api/generated/endpoints/favorites/favorites';

/**
 * Favourite trading pairs (spec §1, §7: list, add and remove by symbol) for any screen: the generated hooks
 * plus invalidation with the generated key (STYLE.md convention 4). Only for signed-in users.
 */
export function useFavorites(enabled: boolean) {
  const queryClient = useQueryClient();
  const list = useGetFavorites({ query: { enabled, staleTime: 60_000 } });
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetFavoritesQueryKey() });
  const add = useAddFavorite({ mutation: { onSettled: refresh } });
  const remove = useRemoveFavorite({ mutation: { onSettled: refresh } });
  const symbols = useMemo(() => list.data?.map((f) => f.symbol) ?? [], [list.data]);
  const toggle = useCallback(
    (symbol: string) => (symbols.includes(symbol) ? remove.mutateAsync({ data: { symbol } }) : add.mutateAsync({ data: { symbol } })),
    [add, remove, symbols],
  );
  return { symbols, isLoading: list.isPending && enabled, toggle, isSaving: add.isPending || remove.isPending };
}
