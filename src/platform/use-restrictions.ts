import { useMemo } from 'react';
import { useGetRestrictionCheck } from '@/api/generated/endpoints/restriction/restriction';

/** The account's restrictions change rarely within a visit; the trade gate refreshes them before each trade. */
const RESTRICTIONS_STALE_MS = 5 * 60_000;

export interface Restrictions {
  /** Spec §3 restrictedAssetList: assets the trader may not trade (not offered, or shown disabled with the reason). */
  restrictedAssets: ReadonlySet<string>;
  /** Spec §3 fiatPaymentRestricted: fiat trading is blocked with a message. */
  fiatPaymentRestricted: boolean;
  /** Spec §3 depositNeedKyc: the Deposit action leads to the KYC prompt first. */
  depositNeedKyc: boolean;
}

/**
 * The restriction check's fields that shape the screens (issue 17 point 4; the contract's RestrictionCheck says
 * each field's effect). ipRestricted is the RestrictionGuard's and needKyc the trade gate's. Silent: while the
 * check loads or after it fails nothing is restricted here, as the server enforces the same rules.
 */
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
