import type { SecurityCodes } from '@/api/generated/models';
import { BIZ, MockBizError } from './business-codes';
import type { UserState } from './types';

// Spec §1 / §6: P2P needs accepted terms, a verified phone and email, approved KYC and 2FA.

export function missingPrerequisites(user: UserState): string[] {
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
  if (!user.acceptTerm) throw new MockBizError(BIZ.TERMS_NOT_ACCEPTED, 'Please accept the P2P service agreement first.');
  const missing = missingPrerequisites(user);
  if (missing.length > 0) throw new MockBizError(BIZ.PREREQUISITES_MISSING, `Please complete the verification first: ${missing.join(', ')}.`);
}

/**
 * Contract SecurityCodes: a new device must send codes (30001); a wrong code is 30006. Any well-formed code
 * passes, except '000000', which stands for a wrong one so the error path can be tried by hand.
 */
export function checkCodes(user: UserState, codes: SecurityCodes | undefined): void {
  const given = Object.values(codes ?? {}).filter((c): c is string => typeof c === 'string');
  if (user.profile.info.newDevice && given.length === 0) {
    throw new MockBizError(BIZ.NEW_DEVICE, 'New device: please complete the security verification.');
  }
  if (given.some((c) => c === '000000' || !/^\d{6}$/.test(c))) throw new MockBizError(BIZ.INVALID_CODE, 'Invalid code format. Please try again.');
}
