import { useQueryAdvList } from '@/api/generated/endpoints/ads/ads';
import type { AdSide } from '@/api/generated/models';

/** The list refreshes as often; the maker compares against what takers see now. */
const BEST_AD_STALE_MS = 15_000;

/**
 * The best price takers see today for the ad being posted: the first ad of the list the new ad will join (a sell ad
 * is listed on the takers' Buy tab, which sorts the lowest price first). Silent: without it the form still works.
 */
export function useBestAdPrice(makerSide: AdSide, asset: string, fiat: string): string | null | undefined {
  const takerSide: AdSide = makerSide === 'SELL' ? 'BUY' : 'SELL';
  const list = useQueryAdvList(
    { side: takerSide, asset, fiat, page: 1, size: 1 },
    {
      request: { silent: true },
      query: { staleTime: BEST_AD_STALE_MS, refetchInterval: BEST_AD_STALE_MS, enabled: asset !== '' && fiat !== '' },
    },
  );
  if (!list.data) return undefined;
  return list.data.list[0]?.price ?? null;
}
