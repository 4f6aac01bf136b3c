import type { UserInfo } from '@/api/generated/models';

export interface VerifyInfo {
  twoFactorRequired: boolean;
  phoneAuthRequired: boolean;
  emailAuthRequired: boolean;
  phone: string;
  email: string;
  dialCode: string;
  verifyInstruction: string;
}

export function deriveVerifyInfo(user: UserInfo): VerifyInfo {
  const email = user.email ?? '';
  const phone = user.phone ?? '';
  return {
    twoFactorRequired: Boolean(user.twoFactorEnabled) || Boolean(user.adminTwoFactorRequired),
    phoneAuthRequired: phone.trim() !== '',
    emailAuthRequired: email.includes('@'),
    phone,
    email,
    dialCode: user.dialCode ?? '',
    verifyInstruction: user.verifyInstruction ?? '',
  };
}

export type BoundChannel = 'phone' | 'email';

export type UnbindStatus =
  | 'not-bound'
  /** The other channel is bound too. */
  | 'allowed'
  /** It is the account's only channel. */
  | 'blocked';

function isChannelBound(verify: VerifyInfo | null, channel: BoundChannel): boolean {
  if (!verify) return false;
  return channel === 'phone' ? verify.phoneAuthRequired : verify.emailAuthRequired;
}

/** Unbinding happens outside this app; the rule here only decides what the trader is told. */
export function unbindStatus(verify: VerifyInfo | null, channel: BoundChannel): UnbindStatus {
  if (!isChannelBound(verify, channel)) return 'not-bound';
  return isChannelBound(verify, channel === 'phone' ? 'email' : 'phone') ? 'allowed' : 'blocked';
}

export function unbindAllowed(verify: VerifyInfo | null, channel: BoundChannel): boolean {
  return unbindStatus(verify, channel) === 'allowed';
}
