import { act, renderHook } from '@testing-library/react';
import { codeSchema, planCodeFields } from '@/session/security-verification';
import { codeFormSchema, toSecurityCodes } from '@/session/security-verification/code-fields';
import { useResendCountdown } from '@/session/security-verification/use-resend-countdown';
import { deriveVerifyInfo } from '@/session/verify-info';
import { MOCK_USERS } from '@mocks/users';

const verifyOf = (info: Partial<(typeof MOCK_USERS)['trader']['info']>) =>
  deriveVerifyInfo({ ...MOCK_USERS.trader.info, ...info });

describe('planCodeFields (contract SecurityCodes)', () => {
  it('asks a trader with phone, email and 2FA for all three codes', () => {
    expect(planCodeFields(verifyOf({}), true)).toEqual([
      { name: 'smsCode', channel: 'SMS', available: true },
      { name: 'emailCode', channel: 'EMAIL', available: true },
      { name: 'googleCode', channel: 'GOOGLE', available: true },
    ]);
  });

  it('asks only for the channels that are bound', () => {
    expect(planCodeFields(verifyOf({ email: '', twoFactorEnabled: false }), false)).toEqual([
      { name: 'smsCode', channel: 'SMS', available: true },
    ]);
    expect(planCodeFields(verifyOf({ phone: '', twoFactorEnabled: false }), false)).toEqual([
      { name: 'emailCode', channel: 'EMAIL', available: true },
    ]);
  });

  it('with neither phone nor email, lists both as missing so the user learns what to bind', () => {
    expect(planCodeFields(deriveVerifyInfo(MOCK_USERS['new-user'].info), false)).toEqual([
      { name: 'smsCode', channel: 'SMS', available: false },
      { name: 'emailCode', channel: 'EMAIL', available: false },
    ]);
    expect(planCodeFields(null, false).every((f) => !f.available)).toBe(true);
  });

  it('asks for the authenticator code the admin flag requires, missing while 2FA is not set up', () => {
    expect(planCodeFields(verifyOf({ twoFactorEnabled: false, adminTwoFactorRequired: true }), false).at(-1)).toEqual({
      name: 'googleCode',
      channel: 'GOOGLE',
      available: false,
    });
  });
});

describe('code rules (6 digits, required)', () => {
  const errorOf = (value: unknown) => {
    try {
      codeSchema.validateSync(value);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it.each([[''], ['   '], [undefined]])('a blank code %p is required', (value) => {
    expect(errorOf(value)).toBe('validation:required');
  });

  it.each([['12345'], ['1234567'], ['12a456'], ['abcdef'], ['12 456'], ['１２３４５６']])(
    '%p has the wrong format',
    (value) => {
      expect(errorOf(value)).toBe('validation:codeFormat');
    },
  );

  it('accepts six digits, spaces around them trimmed', () => {
    expect(errorOf('123456')).toBeNull();
    expect(errorOf(' 123456 ')).toBeNull();
  });

  it('validates only the fields a code can be had for, and sends only those', () => {
    const plan = planCodeFields(verifyOf({ email: '' }), true);
    expect(() => codeFormSchema(plan).validateSync({ smsCode: '111111', googleCode: '222222' })).not.toThrow();
    expect(toSecurityCodes(plan, { smsCode: ' 111111 ', googleCode: '222222', emailCode: '333333' })).toEqual({
      smsCode: '111111',
      googleCode: '222222',
    });
  });
});

describe('useResendCountdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down from resendAfterSeconds to zero and stops', () => {
    const { result } = renderHook(() => useResendCountdown());
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.start(60));
    expect(result.current.secondsLeft).toBe(60);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(59);
    act(() => jest.advanceTimersByTime(59_000));
    expect(result.current.secondsLeft).toBe(0);
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.secondsLeft).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });
});
