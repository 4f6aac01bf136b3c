import { useMemo } from 'react';
import { useGetAssetLogos } from '@/api/generated/endpoints/market/market';

const NO_LOGOS: ReadonlyMap<string, string> = new Map();

/** Loaded once per visit; silent, as without the list the logos fall back to the coin's initials. */
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
