import { http } from 'msw';
import type { SpotBalanceResponse } from '@/api/generated/models';
import { CRYPTO_FIXTURES } from '../fixtures/currencies';
import { fixed } from '../state/money';
import { ok, protectedRoute } from './respond';

// Tag `wallet`: spot balances. Group-scoped: the client calls /{accountGroup}/api/t/v2/spot-balance, which
// the leading `*` matches. Staking is reported only when includeStaking is true (contract SpotBalance).

export const walletHandlers = [
  http.get(
    '*/api/t/v2/spot-balance',
    protectedRoute(({ request, user, caller }) => {
      const includeStaking = new URL(request.url).searchParams.get('includeStaking') === 'true';
      // deposit-need-kyc: an empty wallet, so the sell form offers Deposit (which that scenario guards with KYC).
      const empty = caller.scenario === 'deposit-need-kyc';
      const data = CRYPTO_FIXTURES.map(({ assetCode, scale }) => {
        const b = empty ? undefined : user.balances.get(assetCode);
        return {
          asset: assetCode,
          available: fixed(b?.available ?? '0', scale),
          frozen: fixed(b?.frozen ?? '0', scale),
          staking: includeStaking ? fixed(b?.staking ?? '0', scale) : '0',
        };
      });
      return ok<SpotBalanceResponse>(data);
    }),
  ),
];
