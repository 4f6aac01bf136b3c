import type { RestrictionCheck, UserInfo } from '@/api/generated/models';
import { evaluateGates, gateDataStatus, GATE_ORDER } from '@/session/gates';
import type { SessionState } from '@/session/session-store';
import { deriveVerifyInfo } from '@/session/verify-info';
import { MOCK_USERS, type MockUserKey } from '@mocks/users';

// The prerequisites of trading: phone non-empty, email with @, KYC, 2FA, agreement, and no restricted region.

function sessionOf(key: MockUserKey, info: Partial<UserInfo> = {}, extra: Partial<SessionState> = {}): SessionState {
  const user = { ...MOCK_USERS[key].info, ...info };
  return {
    startup: { currencies: 'success', user: 'success', kyc: 'success', tradingFeature: 'success', broker: 'success' },
    userInfo: user,
    verifyInfo: deriveVerifyInfo(user),
    kycInfo: MOCK_USERS[key].kyc,
    brokerInfo: null,
    tradingFeature: { acceptTerm: MOCK_USERS[key].acceptTerm, defaultFiatAsset: 'USD', paymentMethods: [] },
    currencies: null,
    serviceOutage: false,
    ...extra,
  };
}

const open: RestrictionCheck = {
  ipRestricted: false,
  needKyc: false,
  depositNeedKyc: false,
  fiatPaymentRestricted: false,
  restrictedAssetList: [],
};

describe('evaluateGates', () => {
  it('lets a verified trader through', () => {
    expect(evaluateGates(sessionOf('trader'), open)).toEqual([]);
  });

  it('lists every gate of a new user in order', () => {
    expect(evaluateGates(sessionOf('new-user'), open)).toEqual(['phone', 'email', 'kyc', 'twoFactor', 'agreement']);
  });

  it('puts a restricted region first', () => {
    expect(evaluateGates(sessionOf('new-user'), { ...open, ipRestricted: true })[0]).toBe('region');
    expect(evaluateGates(sessionOf('trader'), { ...open, ipRestricted: true })).toEqual(['region']);
  });

  it('keeps the order whatever the mix', () => {
    const gates = evaluateGates(
      sessionOf(
        'trader',
        { phone: '', twoFactorEnabled: false },
        { tradingFeature: { acceptTerm: false, defaultFiatAsset: 'USD', paymentMethods: [] } },
      ),
      {
        ...open,
        ipRestricted: true,
      },
    );
    expect(gates).toEqual(['region', 'phone', 'twoFactor', 'agreement']);
    expect(GATE_ORDER).toEqual(['region', 'phone', 'email', 'kyc', 'twoFactor', 'agreement']);
  });

  it('asks for a phone when it is empty or blank', () => {
    expect(evaluateGates(sessionOf('trader', { phone: '' }), open)).toEqual(['phone']);
    expect(evaluateGates(sessionOf('trader', { phone: '   ' }), open)).toEqual(['phone']);
  });

  it('asks for an email unless it contains @', () => {
    expect(evaluateGates(sessionOf('trader', { email: '' }), open)).toEqual(['email']);
    expect(evaluateGates(sessionOf('trader', { email: 'al***an.example.com' }), open)).toEqual(['email']);
  });

  it('asks for KYC unless approved, from the KYC record first and the user info otherwise', () => {
    const pending = sessionOf('trader', {}, { kycInfo: { ...MOCK_USERS.trader.kyc, kycStatus: 'PENDING' } });
    expect(evaluateGates(pending, open)).toEqual(['kyc']);
    const noRecord = sessionOf('trader', { kycStatus: 'REJECTED' }, { kycInfo: null });
    expect(evaluateGates(noRecord, open)).toEqual(['kyc']);
  });

  it('asks for KYC when the restriction check says it is needed', () => {
    expect(evaluateGates(sessionOf('trader'), { ...open, needKyc: true })).toEqual(['kyc']);
  });

  it('asks for two-factor until it is set up', () => {
    expect(evaluateGates(sessionOf('trader', { twoFactorEnabled: false }), open)).toEqual(['twoFactor']);
  });

  it('asks for the service agreement until accepted', () => {
    expect(
      evaluateGates(
        sessionOf('trader', {}, { tradingFeature: { acceptTerm: false, defaultFiatAsset: 'USD', paymentMethods: [] } }),
        open,
      ),
    ).toEqual(['agreement']);
  });

  it('adds no gate for a sub-user and only KYC for an institution under review (contract: no other rule)', () => {
    expect(evaluateGates(sessionOf('sub-user'), open)).toEqual([]);
    expect(evaluateGates(sessionOf('institution'), open)).toEqual(['kyc']);
  });

  it('does without a restriction answer', () => {
    expect(evaluateGates(sessionOf('trader'))).toEqual([]);
    expect(evaluateGates(sessionOf('trader'), null)).toEqual([]);
  });
});

describe('gateDataStatus', () => {
  const base = sessionOf('trader');
  it('is ready once user, KYC, trading feature and the restriction check have succeeded', () => {
    expect(gateDataStatus(base, 'success')).toBe('ready');
  });

  it('waits while any of them is idle or pending', () => {
    expect(gateDataStatus(base, 'pending')).toBe('pending');
    expect(gateDataStatus({ ...base, startup: { ...base.startup, kyc: 'pending' } }, 'success')).toBe('pending');
    expect(gateDataStatus({ ...base, startup: { ...base.startup, tradingFeature: 'idle' } }, 'success')).toBe(
      'pending',
    );
  });

  it('reports an error when any of them failed', () => {
    expect(gateDataStatus(base, 'error')).toBe('error');
    expect(gateDataStatus({ ...base, startup: { ...base.startup, user: 'error' } }, 'success')).toBe('error');
  });

  it('ignores the parts the gates do not read (currencies, broker)', () => {
    expect(
      gateDataStatus({ ...base, startup: { ...base.startup, broker: 'error', currencies: 'pending' } }, 'success'),
    ).toBe('ready');
  });
});
