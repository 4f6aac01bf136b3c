import { http } from 'msw';
import type { KrRestrictCheckResponse, RestrictionCheckResponse } from '@/api/generated/models';
import { ok, protectedRoute, publicRoute } from './respond';

// The `restricted-region` scenario turns on both the region check and the Korea check.

export const restrictionHandlers = [
  http.get(
    '*/api/a/v1/public/restriction-check',
    publicRoute(({ caller }) => {
      const { scenario } = caller;
      const restricted = scenario === 'restricted-region';
      const needKyc = caller.user !== undefined && caller.user.profile.kyc.kycStatus !== 'APPROVED';
      // One scenario per restriction field, each turning on only its own field.
      return ok<RestrictionCheckResponse>({
        ipRestricted: restricted,
        needKyc: needKyc || scenario === 'need-kyc',
        depositNeedKyc: needKyc || scenario === 'deposit-need-kyc',
        fiatPaymentRestricted: restricted || scenario === 'fiat-restricted',
        restrictedAssetList: restricted
          ? ['XMR', 'USDT', 'BTC', 'ETH']
          : scenario === 'restricted-assets'
            ? ['XMR', 'BTC', 'ETH']
            : ['XMR'],
      });
    }),
  ),
  http.get(
    '*/api/a/v1/auth/user/kr-restrict-check',
    protectedRoute(({ caller }) =>
      ok<KrRestrictCheckResponse>(
        caller.scenario === 'restricted-region'
          ? { restricted: true, reason: 'This product is not available in your region.' }
          : { restricted: false, reason: null },
      ),
    ),
  ),
];
