import { getStartupCurrencyList } from '@/api/generated/endpoints/currencies/currencies';
import { getVerifyUser } from '@/api/generated/endpoints/gates/gates';
import { getBrokerCheck, getKycInfo, getUserInfo } from '@/api/generated/endpoints/session/session';
import { isApiError } from '@/api/http/api-error';
import { readCookie } from '@/shared/cookies';
import { isLoggedIn } from './derived-state';
import {
  getSession,
  logoutCount,
  setBrokerInfo,
  setCurrencies,
  setKycInfo,
  setStartupStatus,
  setTradingFeature,
  setUserInfo,
  type StartupPart,
} from './session-store';

/** Spec §4/§9: the default fiat when the server gives none. */
export const DEFAULT_FIAT = 'USD';

export interface StartupDeps {
  /** Shown for a thrown exception (not an API failure: the HTTP client already showed the server's message). */
  reportStepError(step: number, message: string): void;
}

/**
 * Runs one step. API failures were already shown by the client's failure toast (spec §8); anything else that
 * throws is a bug and is reported with its step number.
 */
async function step(number: number, part: StartupPart, deps: StartupDeps, run: () => Promise<void>): Promise<boolean> {
  setStartupStatus(part, 'pending');
  try {
    await run();
    setStartupStatus(part, 'success');
    return true;
  } catch (error) {
    setStartupStatus(part, 'error');
    if (!isApiError(error)) deps.reportStepError(number, error instanceof Error ? error.message : String(error));
    return false;
  }
}

/** Spec §4 start-up sequence, in its four steps. */
export async function runStartup(deps: StartupDeps): Promise<void> {
  // (1) Crypto and fiat lists. Code 0 stores both; any other code stores nothing and shows nothing (spec §7).
  await step(1, 'currencies', deps, async () => {
    const lists = await getStartupCurrencyList({ silent: true });
    setCurrencies({ cryptoList: lists.cryptoList, fiatList: lists.fiatList });
  });

  // (2) Without user info held, both the authorization and userId cookies must exist, else stop.
  if (!getSession().userInfo && (!readCookie('authorization') || !readCookie('userId'))) return;

  // (3) User info: an error response or a non-zero code logs out; success sets user and verify info. No
  // response at all (offline, a timeout) says nothing about the session: it is kept, and the trade gate's retry
  // runs the start-up again (issue 7: a dropped connection must not sign the user out).
  const userOk = await step(3, 'user', deps, async () => {
    const logoutsBefore = logoutCount();
    try {
      const user = await getUserInfo();
      // A forced logout while the call was on its way wins: its answer must not sign the user back in.
      if (logoutCount() !== logoutsBefore) return;
      setUserInfo(user);
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'network') setUserInfo(null);
      throw error;
    }
  });
  if (!userOk || !isLoggedIn(getSession().userInfo)) return;

  // (4) Logged in: KYC info, then trading-feature verification, then broker info.
  await step(4, 'kyc', deps, async () => setKycInfo(await getKycInfo()));
  await step(4, 'tradingFeature', deps, async () => {
    const feature = await getVerifyUser();
    setTradingFeature({
      acceptTerm: feature.acceptTerm,
      defaultFiatAsset: feature.defaultFiatAsset || DEFAULT_FIAT,
      paymentMethods: feature.paymentMethods,
    });
  });
  await step(4, 'broker', deps, async () => setBrokerInfo(await getBrokerCheck()));
}

let once: Promise<void> | undefined;

/** Spec §4: the sequence runs once per page load. */
export function runStartupOnce(deps: StartupDeps): Promise<void> {
  once ??= runStartup(deps);
  return once;
}
