import { http } from 'msw';
import type { SpotBalanceResponse } from '@/api/generated/models';
import { CRYPTO_FIXTURES } from '../fixtures/currencies';
import { fixed } from '../state/money';
import { ok, protectedRoute } from './respond';

// Group-scoped: the leading `*` matches the /{accountGroup} prefix. Staking is reported only with includeStaking.

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
