import type { UserInfo } from '@/api/generated/models';

/** Spec §3 verify info, derived from the user info the server returns. */
export interface VerifyInfo {
  twoFactorRequired: boolean;
  phoneAuthRequired: boolean;
  emailAuthRequired: boolean;
  phone: string;
  email: string;
  dialCode: string;
  verifyInstruction: string;
}

/**
 * Spec §5: email authentication is required only if the email contains @, phone authentication only if the
 * phone is non-empty; spec §3: two-factor is required when enabled and also when the admin flag asks for it.
 */
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

/** A sign-in channel that Account Security can bind or unbind. */
export type BoundChannel = 'phone' | 'email';

/** Where a channel stands for unbinding (spec §5), for the rules shown to this trader. */
export type UnbindStatus =
  /** Nothing is bound on this channel, so there is nothing to unbind. */
  | 'not-bound'
  /** Bound, and the other channel is bound too: it may be unbound. */
  | 'allowed'
  /** Bound, but it is the account's only channel: it may not be unbound. */
  | 'blocked';

/** Bound as spec §5 counts it: a phone when non-empty, an email when it contains @ (the *AuthRequired flags). */
function isChannelBound(verify: VerifyInfo | null, channel: BoundChannel): boolean {
  if (!verify) return false;
  return channel === 'phone' ? verify.phoneAuthRequired : verify.emailAuthRequired;
}

/**
 * Spec §5: "A phone cannot be unbound unless an email is bound, and vice versa". Unbinding itself happens on the
 * exchange's Account Security page (outside this app); here the rule decides what the trader is told about
 * their own account (security-verification/account-security-rules.tsx).
 */
export function unbindStatus(verify: VerifyInfo | null, channel: BoundChannel): UnbindStatus {
  if (!isChannelBound(verify, channel)) return 'not-bound';
  return isChannelBound(verify, channel === 'phone' ? 'email' : 'phone') ? 'allowed' : 'blocked';
}

/** True when this account may unbind the channel now (spec §5): it is bound and the other one is bound too. */
export function unbindAllowed(verify: VerifyInfo | null, channel: BoundChannel): boolean {
  return unbindStatus(verify, channel) === 'allowed';
}
