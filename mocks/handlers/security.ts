import { http } from 'msw';
import type { SendCodeRequest, SendCodeResponse } from '@/api/generated/models';
import { BIZ, MockBizError, invalidField } from '../state/business-codes';
import { CODE_EXPIRES_IN_SECONDS } from '../state/gates';
import { jsonBody, ok, protectedRoute } from './respond';

// A phone or an email must be bound before a code is requested.

const RESEND_AFTER_SECONDS = 60;
const TYPES = ['SMS', 'EMAIL'];
const SCENES = ['CREATE_ORDER', 'RELEASE', 'ADD_PAYMENT', 'REMOVE_PAYMENT', 'NEW_DEVICE', 'POST_AD'];

export const securityHandlers = [
  http.post(
    '*/api/ctc/send-code',
    protectedRoute(async ({ request, user }) => {
      const body = await jsonBody<Partial<SendCodeRequest>>(request);
      if (!TYPES.includes(body.type ?? '') || !SCENES.includes(body.scene ?? ''))
        throw invalidField('type and scene are required.');
      const { info } = user.profile;
      const target =
        body.type === 'SMS'
          ? info.phone
            ? `${info.dialCode} ${info.phone}`
            : ''
          : info.email.includes('@')
            ? info.email
            : '';
      if (!target)
        throw new MockBizError(
          BIZ.PREREQUISITES_MISSING,
          body.type === 'SMS' ? 'Please bind a phone number first.' : 'Please bind an email address first.',
        );
      const key = `${body.type}:${body.scene}`;
      const last = user.codesSentAt.get(key);
      const now = Date.now();
      if (last !== undefined && now - last < RESEND_AFTER_SECONDS * 1000) {
        throw new MockBizError(BIZ.CODE_TOO_OFTEN, 'Verification code requested too often. Please wait.');
      }
      user.codesSentAt.set(key, now);
      return ok<SendCodeResponse>({
        resendAfterSeconds: RESEND_AFTER_SECONDS,
        expiresInSeconds: CODE_EXPIRES_IN_SECONDS,
        maskedTarget: target,
      });
    }),
  ),
];
