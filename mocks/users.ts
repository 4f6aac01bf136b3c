import type { BrokerInfo, KycInfo, UserInfo, UserPayment } from '@/api/generated/models';

// Requests pick an account by the `authorization` header (or cookie), `mock-token-<key>`; the store copies the
// mutable parts on reset.

export type MockUserKey = 'trader' | 'new-user' | 'institution' | 'sub-user';
/** `new-device` is a verified trader whose device the backend does not know yet (`?mockUser=new-device`). */
export type MockAccountKey = MockUserKey | 'new-device';

export interface MockUser {
  key: MockAccountKey;
  authorization: string;
  userId: string;
  UID: string;
  accountGroup: number;
  username: string;
  info: UserInfo;
  kyc: KycInfo;
  broker: BrokerInfo;
  acceptTerm: boolean;
  /** Empty means none chosen: the client then falls back to USD. */
  defaultFiatAsset: string;
  balances: Readonly<Record<string, { available: string; staking: string }>>;
  paymentMethods: readonly UserPayment[];
  favorites: readonly string[];
  /** When the account was opened: an ad's condition on takers may ask for an account this many days old. */
  registeredAt: string;
}

/** The new user signed up two days before the mocks start. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const NO_BROKER: BrokerInfo = { isBroker: false, brokerId: null, brokerName: null };

function user(
  key: MockAccountKey,
  userId: string,
  UID: string,
  accountGroup: number,
  info: Omit<UserInfo, 'userId' | 'UID' | 'accountGroup' | 'authtoken'>,
  rest: Omit<MockUser, 'key' | 'authorization' | 'userId' | 'UID' | 'accountGroup' | 'username' | 'info'>,
): MockUser {
  const authorization = `mock-token-${key}`;
  // The user-info answer carries the session token, so signing in through the app writes the authorization and
  // authtoken cookies as a real backend's answer would.
  return {
    key,
    authorization,
    userId,
    UID,
    accountGroup,
    username: info.username,
    info: { userId, UID, accountGroup, ...info, authtoken: authorization },
    ...rest,
  };
}

const verified = {
  kycType: 'PERSONAL',
  kycStatus: 'APPROVED',
  isAdmin: true,
  traderStatus: 'ACTIVE',
  dialCode: '+1',
  twoFactorEnabled: true,
  adminTwoFactorRequired: false,
  verifyInstruction: '',
  isMining: false,
  newDevice: false,
} as const;

const traderPayments: UserPayment[] = [
  {
    id: '7730012',
    methodCode: 'BANK_TRANSFER',
    methodName: 'Bank Transfer',
    accountNo: '021000021 4478120093',
    receiverName: 'ALEX MORGAN',
    bankName: 'Chase',
    imageUrl: null,
  },
  {
    id: '7730013',
    methodCode: 'WISE',
    methodName: 'Wise',
    accountNo: 'alex.morgan@example.com',
    receiverName: 'ALEX MORGAN',
    bankName: null,
    imageUrl: null,
  },
  {
    id: '7730014',
    methodCode: 'SEPA',
    methodName: 'SEPA',
    accountNo: 'DE89 3704 0044 0532 0130 00',
    receiverName: 'ALEX MORGAN',
    bankName: 'Commerzbank',
    imageUrl: null,
  },
];

/**
 * Like a sandbox's test phone numbers, typed into the security verification dialog. Only the new-device account
 * checks them (an SMS or email code only after send-code for that scene, before it expires); others take any code.
 */
export const MOCK_VERIFY_CODES = { smsCode: '246810', emailCode: '135792', googleCode: '864213' } as const;

export const MOCK_USERS: Readonly<Record<MockAccountKey, MockUser>> = {
  trader: user(
    'trader',
    '100482913',
    '58213094',
    0,
    {
      ...verified,
      username: 'AlexTrades',
      emailOrPhone: 'al***an@example.com',
      email: 'al***an@example.com',
      phone: '415****672',
    },
    {
      kyc: { kycStatus: 'APPROVED', kycType: 'PERSONAL', level: 2, country: 'US', name: 'ALEX MORGAN' },
      broker: NO_BROKER,
      acceptTerm: true,
      defaultFiatAsset: 'USD',
      balances: {
        USDT: { available: '2500.00', staking: '120.00' },
        BTC: { available: '0.50000000', staking: '0' },
        ETH: { available: '3.200000', staking: '1.000000' },
        USDC: { available: '450.00', staking: '0' },
      },
      paymentMethods: traderPayments,
      // The favourites service is shared with spot trading: P2P shows only ASSET_FIAT pairs of its own fiats.
      favorites: ['BTC_USDT', 'ETH_USDT', 'USDT_EUR'],
      registeredAt: '2024-03-18T09:00:00Z',
    },
  ),
  'new-user': user(
    'new-user',
    '100900001',
    '58990001',
    0,
    {
      ...verified,
      kycStatus: 'NONE',
      traderStatus: 'INACTIVE',
      twoFactorEnabled: false,
      username: 'Newcomer',
      emailOrPhone: 'Newcomer',
      email: '',
      phone: '',
      dialCode: '',
    },
    {
      kyc: { kycStatus: 'NONE', kycType: 'PERSONAL', level: 0, country: null, name: null },
      broker: NO_BROKER,
      acceptTerm: false,
      defaultFiatAsset: '',
      balances: {},
      paymentMethods: [],
      favorites: [],
      registeredAt: daysAgo(2),
    },
  ),
  institution: user(
    'institution',
    '100700042',
    '58770042',
    1,
    {
      ...verified,
      kycType: 'COMPANY',
      kycStatus: 'PENDING',
      traderStatus: 'INACTIVE',
      username: 'Northwind Capital',
      emailOrPhone: 'tr***ng@northwind.example',
      email: 'tr***ng@northwind.example',
      phone: '20****5511',
      dialCode: '+44',
    },
    {
      kyc: { kycStatus: 'PENDING', kycType: 'COMPANY', level: 1, country: 'GB', name: null },
      broker: { isBroker: true, brokerId: 'BRK-2201', brokerName: 'Northwind Prime' },
      acceptTerm: true,
      defaultFiatAsset: 'GBP',
      balances: { USDT: { available: '150000.00', staking: '0' } },
      paymentMethods: [],
      favorites: ['BTC_USDT'],
      registeredAt: '2025-06-02T09:00:00Z',
    },
  ),
  'sub-user': user(
    'sub-user',
    '100482977',
    '58213177',
    2,
    {
      ...verified,
      isAdmin: false,
      traderStatus: 'INACTIVE',
      username: 'AlexDesk2',
      emailOrPhone: 'de***k2@example.com',
      email: 'de***k2@example.com',
      phone: '415****901',
    },
    {
      kyc: { kycStatus: 'APPROVED', kycType: 'PERSONAL', level: 2, country: 'US', name: 'JORDAN LEE' },
      broker: NO_BROKER,
      acceptTerm: true,
      defaultFiatAsset: 'EUR',
      balances: { USDT: { available: '800.00', staking: '0' }, ETH: { available: '0.750000', staking: '0' } },
      paymentMethods: [
        {
          id: '7730101',
          methodCode: 'REVOLUT',
          methodName: 'Revolut',
          accountNo: '@jordanlee',
          receiverName: 'JORDAN LEE',
          bankName: null,
          imageUrl: null,
        },
      ],
      favorites: [],
      registeredAt: '2026-10-20T09:00:00Z',
    },
  ),
  // The trader's profile on a device it has not verified: phone, email and 2FA are bound, so the security
  // verification asks for all three codes (contract SecurityCodes). Its own account keeps its trades apart.
  'new-device': user(
    'new-device',
    '100482950',
    '58213150',
    0,
    {
      ...verified,
      newDevice: true,
      username: 'AlexOnTheRoad',
      emailOrPhone: 'al***rd@example.com',
      email: 'al***rd@example.com',
      phone: '415****338',
    },
    {
      kyc: { kycStatus: 'APPROVED', kycType: 'PERSONAL', level: 2, country: 'US', name: 'ALEX MORGAN' },
      broker: NO_BROKER,
      acceptTerm: true,
      defaultFiatAsset: 'USD',
      balances: { USDT: { available: '1200.00', staking: '0' }, BTC: { available: '0.10000000', staking: '0' } },
      paymentMethods: [
        {
          id: '7730201',
          methodCode: 'BANK_TRANSFER',
          methodName: 'Bank Transfer',
          accountNo: '021000021 5520117741',
          receiverName: 'ALEX MORGAN',
          bankName: 'Chase',
          imageUrl: null,
        },
      ],
      favorites: [],
      registeredAt: '2024-03-18T09:00:00Z',
    },
  ),
};

export const MOCK_USER_KEYS = Object.keys(MOCK_USERS) as MockAccountKey[];

/** The account of a session credential; tolerates a `Bearer ` prefix. */
export function findMockUserByToken(token: string | null | undefined): MockUser | undefined {
  if (!token) return undefined;
  const value = token.replace(/^Bearer\s+/i, '').trim();
  return MOCK_USER_KEYS.map((k) => MOCK_USERS[k]).find((u) => u.authorization === value);
}
