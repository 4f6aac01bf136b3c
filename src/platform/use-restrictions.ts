import { useMemo } from 'react';
import { useGetRestrictionCheck } from '@/api/generated/endpoints/restriction/restriction';

/** The account's restrictions change rarely within a visit; the trade gate refreshes them before each trade. */
const RESTRICTIONS_STALE_MS = 5 * 60_000;

export interface Restrictions {
  /** Not offered, or shown disabled with the reason. */
  restrictedAssets: ReadonlySet<string>;
  fiatPaymentRestricted: boolean;
  /** The Deposit action leads to the KYC prompt first. */
  depositNeedKyc: boolean;
}

/** Silent: while the check loads or after it fails nothing is restricted here; the server enforces the same rules. */
export function useRestrictions(): Restrictions {
  const check = useGetRestrictionCheck({ query: { staleTime: RESTRICTIONS_STALE_MS }, request: { silent: true } });
  const data = check.data;
  return useMemo(
    () => ({
      restrictedAssets: new Set(data?.restrictedAssetList ?? []),
      fiatPaymentRestricted: data?.fiatPaymentRestricted === true,
      depositNeedKyc: data?.depositNeedKyc === true,
    }),
    [data],
  );
}
