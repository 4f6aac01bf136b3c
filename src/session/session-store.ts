import { createStore, useStore } from '@ds/store';
import type { BrokerInfo, CryptoAsset, FiatCurrency, KycInfo, UserInfo, UserPayment } from '@/api/generated/models';
import { getRequestContext } from '@/api/http/request-context';
import { appConfig } from '@/shared/config/app-config';
import { deriveVerifyInfo, type VerifyInfo } from './verify-info';
import { clearSessionCookies, hasSessionCookies, writeSessionCookies, type CookieScope } from './session-cookies';
import { isInstitution, isLoggedIn, isSubUser, isTrader } from './derived-state';

// An external store, so non-React code (the HTTP client's wiring, start-up) shares the session with screens.

export interface TradingFeatureState {
  acceptTerm: boolean;
  defaultFiatAsset: string;
  paymentMethods: UserPayment[];
}

export interface CurrencyLists {
  cryptoList: CryptoAsset[];
  fiatList: FiatCurrency[];
}

export type RequestStatus = 'idle' | 'pending' | 'success' | 'error';
export type StartupPart = 'currencies' | 'user' | 'kyc' | 'tradingFeature' | 'broker';

export interface SessionState {
  /** Where each start-up call stands, so a screen waits only for what it needs. */
  startup: Readonly<Record<StartupPart, RequestStatus>>;
  userInfo: UserInfo | null;
  verifyInfo: VerifyInfo | null;
  kycInfo: KycInfo | null;
  brokerInfo: BrokerInfo | null;
  tradingFeature: TradingFeatureState | null;
  currencies: CurrencyLists | null;
  serviceOutage: boolean;
}

const IDLE: SessionState['startup'] = {
  currencies: 'idle',
  user: 'idle',
  kyc: 'idle',
  tradingFeature: 'idle',
  broker: 'idle',
};

const EMPTY: SessionState = {
  startup: IDLE,
  userInfo: null,
  verifyInfo: null,
  kycInfo: null,
  brokerInfo: null,
  tradingFeature: null,
  currencies: null,
  serviceOutage: false,
};

const store = createStore(EMPTY);
const cookieScope = (): CookieScope => ({
  hostname: typeof location === 'undefined' ? '' : location.hostname,
  development: appConfig().development,
});

function update(patch: Partial<SessionState>): void {
  store.set({ ...store.get(), ...patch });
}

export const getSession = store.get;
export const subscribeSession = store.subscribe;

/** The token lives in the cookies only: user info goes to the embedded apps, which must not see it. */
function withoutSessionToken(user: UserInfo): UserInfo {
  const held = { ...user };
  delete held.authtoken;
  return held;
}

/** Setting user info writes the cookies; setting it to nothing logs the user out. */
export function setUserInfo(user: UserInfo | null): void {
  if (!user) {
    logoutLocally();
    return;
  }
  writeSessionCookies(user, cookieScope(), getRequestContext().getLanguage());
  const held = withoutSessionToken(user);
  update({ userInfo: held, verifyInfo: deriveVerifyInfo(held) });
}

let logouts = 0;

/** Counts logouts, so an answer that was on its way when the user was logged out is not applied. */
export const logoutCount = (): number => logouts;

export function logoutLocally(): void {
  logouts += 1;
  clearSessionCookies(cookieScope());
  const { currencies, startup } = store.get();
  update({ ...EMPTY, currencies, startup: { ...IDLE, currencies: startup.currencies } });
}

export function setStartupStatus(part: StartupPart, status: RequestStatus): void {
  update({ startup: { ...store.get().startup, [part]: status } });
}

export const setKycInfo = (kycInfo: KycInfo | null) => update({ kycInfo });
export const setBrokerInfo = (brokerInfo: BrokerInfo | null) => update({ brokerInfo });
export const setTradingFeature = (tradingFeature: TradingFeatureState | null) => update({ tradingFeature });
export const setCurrencies = (currencies: CurrencyLists | null) => update({ currencies });
export const setServiceOutage = (serviceOutage: boolean) => {
  if (store.get().serviceOutage !== serviceOutage) update({ serviceOutage });
};

/** Before user info arrives, the session cookies tell a signed-in user. */
export function hasSession(): boolean {
  return isLoggedIn(store.get().userInfo) || hasSessionCookies();
}

export interface DerivedSession {
  loggedIn: boolean;
  institution: boolean;
  trader: boolean;
  subUser: boolean;
}

export function deriveSession(s: SessionState): DerivedSession {
  const user = s.userInfo;
  return {
    loggedIn: isLoggedIn(user),
    institution: user ? isInstitution(user) : false,
    trader: user ? isTrader(user) : false,
    subUser: user ? isSubUser(user) : false,
  };
}

export function useSession<T>(select: (s: SessionState) => T): T {
  return useStore(store, select);
}

export function resetSession(): void {
  store.set(EMPTY);
}
