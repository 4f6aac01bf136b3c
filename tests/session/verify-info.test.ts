import { deriveVerifyInfo } from '@/session/verify-info';
import { isInstitution, isLoggedIn, isSubUser, isTrader } from '@/session/derived-state';
import type { UserInfo } from '@/api/generated/models';

const base: UserInfo = {
  userId: '1',
  UID: '2',
  accountGroup: 0,
  kycType: 'PERSONAL',
  kycStatus: 'APPROVED',
  isAdmin: true,
  username: 'A',
  emailOrPhone: '',
  traderStatus: 'ACTIVE',
  email: '',
  phone: '',
  dialCode: '',
  twoFactorEnabled: false,
  adminTwoFactorRequired: false,
  verifyInstruction: '',
  isMining: false,
  newDevice: false,
};

describe('verify info', () => {
  it.each([
    ['a@b.com', true],
    ['a***b.com', false],
    ['', false],
  ])('email %j requires email authentication: %s', (email, required) => {
    expect(deriveVerifyInfo({ ...base, email }).emailAuthRequired).toBe(required);
  });

  it.each([
    ['912345678', true],
    ['   ', false],
    ['', false],
  ])('phone %j requires phone authentication: %s', (phone, required) => {
    expect(deriveVerifyInfo({ ...base, phone }).phoneAuthRequired).toBe(required);
  });

  it.each([
    [false, false, false],
    [true, false, true],
    [false, true, true],
  ])(
    '2FA enabled %s, admin flag %s -> two-factor required %s',
    (twoFactorEnabled, adminTwoFactorRequired, required) => {
      expect(deriveVerifyInfo({ ...base, twoFactorEnabled, adminTwoFactorRequired }).twoFactorRequired).toBe(required);
    },
  );
});

describe('derived states', () => {
  it.each([
    [{ userId: '1', UID: '2' }, true],
    [{ userId: '1', UID: '' }, false],
    [{ userId: '', UID: '2' }, false],
    [null, false],
  ])('logged in %j -> %s', (user, expected) => expect(isLoggedIn(user)).toBe(expected));

  it.each([
    ['COMPANY', 'PENDING', true],
    ['COMPANY', 'APPROVED', false],
    ['PERSONAL', 'PENDING', false],
  ] as const)('kycType %s, kycStatus %s -> institution %s', (kycType, kycStatus, expected) => {
    expect(isInstitution({ kycType, kycStatus })).toBe(expected);
  });

  it('trader when traderStatus is ACTIVE; sub-user when isAdmin is false', () => {
    expect(isTrader({ traderStatus: 'ACTIVE' })).toBe(true);
    expect(isTrader({ traderStatus: 'INACTIVE' })).toBe(false);
    expect(isSubUser({ isAdmin: false })).toBe(true);
    expect(isSubUser({ isAdmin: true })).toBe(false);
  });
});
