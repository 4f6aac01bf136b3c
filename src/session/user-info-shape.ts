import type { UserInfo } from '@/api/generated/models';
import { ApiError } from '@/api/http/api-error';

const STRING_FIELDS = [
  'userId',
  'UID',
  'kycType',
  'kycStatus',
  'username',
  'emailOrPhone',
  'traderStatus',
  'email',
  'phone',
  'dialCode',
] as const;
const BOOLEAN_FIELDS = ['isAdmin', 'twoFactorEnabled', 'adminTwoFactorRequired'] as const;

/** An answer whose fields have the wrong types says nothing about the user, so it is an outage, not a sign-out. */
export function checkedUserInfo(value: UserInfo, url: string): UserInfo {
  const fields = value as unknown as Record<string, unknown>;
  const wellFormed =
    STRING_FIELDS.every((name) => typeof fields[name] === 'string') &&
    BOOLEAN_FIELDS.every((name) => typeof fields[name] === 'boolean') &&
    Number.isInteger(fields.accountGroup) &&
    (fields.accountGroup as number) >= 0;
  if (!wellFormed) throw new ApiError({ kind: 'malformed', message: '', status: 200, url });
  return value;
}
