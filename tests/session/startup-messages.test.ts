import { http, HttpResponse } from 'msw';
import type { i18n as I18n } from 'i18next';
import { connectHttpEvents } from '@/app/connect-http-events';
import { createI18n, LANGUAGES } from '@/shared/i18n';
import { runStartup } from '@/session/startup';
import { startupStepText } from '@/session/startup-step-text';
import { getSession, resetSession, subscribeSession, type SessionState } from '@/session/session-store';
import { readCookie } from '@/shared/cookies';
import { fsLocaleLoader } from '../support/fs-locale-loader';
import { server, startMswServer } from '../support/msw-server';

// A failure of the currency, KYC, verify or broker step shows the server's message
// as a toast; a thrown exception shows its message prefixed with the step number; user info with a non-zero
// code logs out. Toasts are observed where the app draws them: the sinks connectHttpEvents is given.

startMswServer();

const ok = (data: unknown) => HttpResponse.json({ code: 0, message: 'success', data });
const failure = (message: string) => HttpResponse.json({ code: 30000, message, data: null });
const user = {
  userId: '100482913',
  UID: '58213094',
  accountGroup: 2,
  kycType: 'PERSONAL',
  kycStatus: 'APPROVED',
  isAdmin: true,
  username: 'AlexTrades',
  emailOrPhone: 'a@example.com',
  traderStatus: 'ACTIVE',
  email: 'a@example.com',
  phone: '',
  dialCode: '+1',
  twoFactorEnabled: false,
  adminTwoFactorRequired: true,
  verifyInstruction: '',
  isMining: false,
  newDevice: false,
};
const lists = {
  cryptoList: [{ assetCode: 'USDT', name: 'Tether', scale: 2, logoUrl: '/l.svg', minTradeAmount: '10' }],
  fiatList: [{ code: 'USD', name: 'US Dollar', symbol: '$', scale: 2, logoUrl: '/u.svg' }],
};

const PATHS = {
  currencies: '*/api/ctc/query-currency-list',
  user: '*/api/a/v2/auth/user/info',
  kyc: '*/api/a/v1/auth/kyc/info',
  tradingFeature: '*/api/ctc/verify-user',
  broker: '*/api/broker/v3/check',
} as const;

function happyPath() {
  server.use(
    http.get(PATHS.currencies, () => ok(lists)),
    http.get(PATHS.user, () => ok(user)),
    http.get(PATHS.kyc, () =>
      ok({ kycStatus: 'APPROVED', kycType: 'PERSONAL', level: 2, country: 'US', name: 'ALEX' }),
    ),
    http.get(PATHS.tradingFeature, () =>
      ok({ acceptTerm: true, defaultFiatAsset: 'EUR', paymentMethods: [], ...lists }),
    ),
    http.get(PATHS.broker, () => ok({ isBroker: false, brokerId: null, brokerName: null })),
  );
}

let i18n: I18n;
let toasts: string[];
let disconnect: () => void;

beforeAll(async () => {
  i18n = await createI18n('en', { loadNamespace: fsLocaleLoader, namespaces: ['errors'] });
});

beforeEach(() => {
  resetSession();
  document.cookie = 'authorization=tok; path=/';
  document.cookie = 'userId=100482913; path=/';
  toasts = [];
  disconnect = connectHttpEvents({
    showError: (message) => String(toasts.push(message)),
    dismissError: () => undefined,
    translate: (key) => i18n.t(key, { ns: 'errors' }),
    goToLogin: () => undefined,
  });
});
afterEach(() => disconnect());

/** Runs start-up the way the app does: a thrown step becomes a toast through startupStepText. */
const start = () =>
  runStartup({ reportStepError: (step, message) => toasts.push(startupStepText(i18n, step, message)) });

describe('a failed start-up call shows the server message as a toast', () => {
  it.each([
    ['currencies', 'Currency list is being updated.'],
    ['kyc', 'KYC service is busy.'],
    ['tradingFeature', 'Trading features are under maintenance.'],
    ['broker', 'Broker check failed on the server.'],
  ] as const)('%s step: the toast is exactly the server message', async (part, message) => {
    happyPath();
    server.use(http.get(PATHS[part], () => failure(message)));
    await start();
    expect(toasts).toEqual([message]);
    expect(getSession().startup[part]).toBe('error');
    // The sequence goes on past a failed step: the user is still signed in.
    expect(getSession().userInfo?.userId).toBe('100482913');
  });
});

describe('a thrown exception shows its message prefixed with the step number', () => {
  /** A store subscriber that throws once, when `field` is first set: a bug inside that step, not an API failure. */
  function throwWhenSet(field: keyof SessionState, message: string) {
    let thrown = false;
    return subscribeSession(() => {
      if (thrown || !getSession()[field]) return;
      thrown = true;
      throw new Error(message);
    });
  }

  it.each([
    [1, 'currencies', 'currencies', 'lists is not iterable'],
    [3, 'userInfo', 'user', 'Cannot read properties of undefined'],
    [4, 'kycInfo', 'kyc', 'kyc level out of range'],
    [4, 'tradingFeature', 'tradingFeature', 'paymentMethods.map is not a function'],
    [4, 'brokerInfo', 'broker', 'brokerName is not a string'],
  ] as const)('step %i (%s): "<step>: <message>"', async (step, field, part, message) => {
    happyPath();
    const unsubscribe = throwWhenSet(field, message);
    await start();
    unsubscribe();
    expect(toasts).toEqual([`${step}: ${message}`]);
    expect(getSession().startup[part]).toBe('error');
  });

  it('every language keeps the step number first and the message after it', async () => {
    for (const lng of LANGUAGES) {
      const other = await createI18n(lng, { loadNamespace: fsLocaleLoader, namespaces: ['errors'] });
      // French puts a space before the colon.
      expect(startupStepText(other, 4, 'boom')).toMatch(/^4( ?: |：)boom$/);
    }
  });
});

describe('user info with a non-zero code', () => {
  it('logs out, with no toast and nothing reported', async () => {
    happyPath();
    server.use(http.get(PATHS.user, () => failure('Session not valid.')));
    await start();
    expect(getSession().userInfo).toBeNull();
    expect(readCookie('userId')).toBeUndefined();
    expect(toasts).toEqual([]);
  });
});
