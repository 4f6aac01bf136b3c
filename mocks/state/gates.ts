import type { CodeScene, SecurityCodes } from '@/api/generated/models';
import { MOCK_VERIFY_CODES } from '../users';
import { BIZ, MockBizError } from './business-codes';
import type { UserState } from './types';

// P2P needs accepted terms, a verified phone and email, approved KYC and 2FA.

function missingPrerequisites(user: UserState): string[] {
  const { info, kyc } = user.profile;
  const missing: string[] = [];
  if (info.phone === '') missing.push('phone');
  if (!info.email.includes('@')) missing.push('email');
  if (kyc.kycStatus !== 'APPROVED') missing.push('KYC');
  if (!info.twoFactorEnabled) missing.push('2FA');
  return missing;
}

/** 30004 before 30007: the agreement dialog comes first, then the verification gates. */
export function checkTradingPrerequisites(user: UserState): void {
  if (!user.acceptTerm)
    throw new MockBizError(BIZ.TERMS_NOT_ACCEPTED, 'Please accept the P2P service agreement first.');
  const missing = missingPrerequisites(user);
  if (missing.length > 0)
    throw new MockBizError(BIZ.PREREQUISITES_MISSING, `Please complete the verification first: ${missing.join(', ')}.`);
}

/** How long a sent SMS or email code stays valid (send-code's expiresInSeconds). */
export const CODE_EXPIRES_IN_SECONDS = 300;

type Channel = 'SMS' | 'EMAIL' | 'GOOGLE';
const FIELD: Record<Channel, keyof SecurityCodes> = { SMS: 'smsCode', EMAIL: 'emailCode', GOOGLE: 'googleCode' };

function neededChannels(user: UserState): Channel[] {
  const { info } = user.profile;
  const needed: Channel[] = [];
  if (info.phone !== '') needed.push('SMS');
  if (info.email.includes('@')) needed.push('EMAIL');
  if (info.twoFactorEnabled) needed.push('GOOGLE');
  return needed;
}

/** An SMS or email code counts only when send-code was asked for it, for this scene, and it has not expired. */
function codeWasSent(user: UserState, channel: Channel, scene: CodeScene, now: number): boolean {
  if (channel === 'GOOGLE') return true; // the authenticator app makes its own codes
  const sentAt = user.codesSentAt.get(`${channel}:${scene}`);
  return sentAt !== undefined && now - sentAt < CODE_EXPIRES_IN_SECONDS * 1000;
}

/** Scenes whose operation needs the codes on every device: releasing crypto and publishing an ad commit the coins. */
const ALWAYS_VERIFIED: readonly CodeScene[] = ['RELEASE', 'POST_AD'];

/**
 * A new device, or a scene that always needs them (RELEASE), must send codes (30001). On a new device each bound
 * channel's code must be the one the mock sent, else 30006; elsewhere any well-formed code passes but '000000', which
 * stands for a wrong one so the error path can be tried by hand. A null `scene` needs no codes.
 */
export function checkCodes(
  user: UserState,
  codes: SecurityCodes | undefined,
  scene: CodeScene | null,
  now = Date.now(),
): void {
  const given = Object.values(codes ?? {}).filter((c): c is string => typeof c === 'string');
  const needsCodes = scene !== null && (user.profile.info.newDevice || ALWAYS_VERIFIED.includes(scene));
  if (needsCodes && given.length === 0)
    throw new MockBizError(BIZ.NEW_DEVICE, 'Please complete the security verification.');
  if (user.profile.info.newDevice && scene !== null) {
    const wrong = neededChannels(user).some(
      (channel) =>
        codes?.[FIELD[channel]] !== MOCK_VERIFY_CODES[FIELD[channel]] || !codeWasSent(user, channel, scene, now),
    );
    if (wrong)
      throw new MockBizError(BIZ.INVALID_CODE, 'The verification code is invalid or has expired. Please try again.');
    return;
  }
  const missing = needsCodes && neededChannels(user).some((channel) => !codes?.[FIELD[channel]]);
  if (missing || given.some((c) => c === '000000' || !/^\d{6}$/.test(c)))
    throw new MockBizError(BIZ.INVALID_CODE, 'Invalid code format. Please try again.');
}
