import { http } from 'msw';
import type { AckResponse, AcceptTermRequest, VerifyUserResponse } from '@/api/generated/models';
import { cryptoAssets, fiatCurrencies } from '../fixtures/currencies';
import { invalidField } from '../state/business-codes';
import { jsonBody, ok, protectedRoute } from './respond';

// The service agreement is accepted through a dedicated call with the flag true.

export const gatesHandlers = [
  http.get(
    '*/api/ctc/verify-user',
    protectedRoute(({ user }) =>
      ok<VerifyUserResponse>({
        acceptTerm: user.acceptTerm,
        defaultFiatAsset: user.profile.defaultFiatAsset,
        paymentMethods: user.paymentMethods.map((p) => ({ ...p })),
        cryptoList: cryptoAssets(),
        fiatList: fiatCurrencies(),
      }),
    ),
  ),
  http.post(
    '*/api/ctc/accept-term',
    protectedRoute(async ({ request, user }) => {
      const body = await jsonBody<Partial<AcceptTermRequest>>(request);
      if (body.acceptTerm !== true) throw invalidField('acceptTerm must be true.');
      user.acceptTerm = true;
      return ok<AckResponse>({ success: true });
    }),
  ),
];
