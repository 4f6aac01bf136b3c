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
