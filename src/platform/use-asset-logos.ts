import { useMemo } from 'react';
import { useGetAssetLogos } from '@/api/generated/endpoints/market/market';

const NO_LOGOS: ReadonlyMap<string, string> = new Map();

/**
 * Loaded once per visit, as logos do not change during a session. Silent: without the list, logos are drawn from
 * the coin's initials and nothing else changes.
 */
export function useAssetLogos(): ReadonlyMap<string, string> {
  const logos = useGetAssetLogos({
    request: { silent: true },
    query: { staleTime: Infinity, gcTime: Infinity, retry: 1 },
  });
  return useMemo(
    () => (logos.data ? new Map(logos.data.map((item) => [item.assetCode, item.logoUrl])) : NO_LOGOS),
    [logos.data],
  );
}
