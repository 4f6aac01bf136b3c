import { http } from 'msw';
import type {
  AckResponse,
  BrokerCheckResponse,
  KycInfoResponse,
  LogoutReport,
  UserInfoResponse,
} from '@/api/generated/models';
import { invalidField } from '../state/business-codes';
import { jsonBody, ok, protectedRoute } from './respond';

export const sessionHandlers = [
  http.get(
    '*/api/a/v2/auth/user/info',
    protectedRoute(({ user }) => ok<UserInfoResponse>({ ...user.profile.info, traderStatus: user.traderStatus })),
  ),
  http.get(
    '*/api/a/v1/auth/kyc/info',
    protectedRoute(({ user }) => ok<KycInfoResponse>({ ...user.profile.kyc })),
  ),
  http.get(
    '*/api/broker/v3/check',
    protectedRoute(({ user }) => ok<BrokerCheckResponse>({ ...user.profile.broker })),
  ),
  // A forced logout's report names the failing API and the code. The mock session stays valid (tokens are fixed);
  // the client clears its cookies itself.
  http.post(
    '*/api/a/v1/auth/logout',
    protectedRoute(async ({ request }) => {
      const report = await jsonBody<Partial<LogoutReport>>(request);
      if (typeof report.errorApi !== 'string' || typeof report.errorReason !== 'string')
        throw invalidField('errorApi and errorReason are required.');
      return ok<AckResponse>({ success: true });
    }),
  ),
  http.get(
    '*/api/a/v1/auth/logout',
    protectedRoute(() => ok<AckResponse>({ success: true })),
  ),
];
