import type { CodeScene, SecurityCodes } from '@/api/generated/models';
import { MOCK_VERIFY_CODES } from '../users';
import { BIZ, MockBizError } from './business-codes';
import type { UserState } from './types';

// Spec §1 / §6: P2P needs accepted terms, a verified phone and email, approved KYC and 2FA.

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

/** Contract SecurityCodes: the codes needed are those of what the user has bound (phone, email, authenticator). */
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

/** Scenes whose operation needs the codes on every device: releasing crypto moves the seller's coins for good. */
const ALWAYS_VERIFIED: readonly CodeScene[] = ['RELEASE'];

/**
 * Contract SecurityCodes: a new device, or a scene that always needs them (RELEASE), must send codes (30001); a
 * wrong code is 30006.
 *
 * On a new device (the `new-device` account, spec §6) the check is the contract's: a request without codes is
 * 30001; then every code of what the user has bound must be there and be the one the mock "sent"
 * (MOCK_VERIFY_CODES, after send-code for `scene`, within CODE_EXPIRES_IN_SECONDS), else 30006. `scene` null:
 * the operation needs no codes (update-order-state's PAID, CANCEL, APPEAL); codes sent anyway are only checked
 * for their format.
 *
 * On a known device a release without codes is 30001 too, and one without a code of every bound channel 30006;
 * there any well-formed code passes, except '000000', which stands for a wrong one so the error path can be
 * tried by hand.
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
