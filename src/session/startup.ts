import { getStartupCurrencyList } from '@/api/generated/endpoints/currencies/currencies';
import { getVerifyUser } from '@/api/generated/endpoints/gates/gates';
import {
  getBrokerCheck,
  getGetUserInfoQueryKey,
  getKycInfo,
  getUserInfo,
} from '@/api/generated/endpoints/session/session';
import { isApiError } from '@/api/http/api-error';
import { readCookie } from '@/shared/cookies';
import { DEFAULT_PAIR } from '@/shared/default-pair';
import { isLoggedIn } from './derived-state';
import { callThroughOutage, waitFor } from './user-info-outage';
import { checkedUserInfo } from './user-info-shape';
import {
  getSession,
  logoutCount,
  setBrokerInfo,
  setCurrencies,
  setKycInfo,
  setServiceOutage,
  setStartupStatus,
  setTradingFeature,
  setUserInfo,
  type StartupPart,
} from './session-store';

/** Spec §4/§9: the default fiat when the server gives none. */
const DEFAULT_FIAT = DEFAULT_PAIR.fiat;

export interface StartupDeps {
  /**
   * Spec §8: a thrown exception shows its message prefixed with the step number (errors:startupStep). Not for an
   * API failure: the HTTP client's failure toast already showed the server's message.
   */
  reportStepError(step: number, message: string): void;
  /** The clock between user-info retries during an outage; a fake one in tests. */
  wait?(ms: number): Promise<void>;
}

/**
 * Runs one step. Spec §8: an API failure of the currency, KYC, verify or broker call was already shown by the
 * client's failure toast with the server's message; anything else that throws is reported with its step number.
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
  // (1) Crypto and fiat lists. Code 0 stores both; any other code stores nothing (spec §7). Spec §8 (issue 17,
  // point 8): its failure shows the server's message as a toast, like the KYC, verify and broker steps.
  await step(1, 'currencies', deps, async () => {
    const lists = await getStartupCurrencyList();
    setCurrencies({ cryptoList: lists.cryptoList, fiatList: lists.fiatList });
  });

  // (2) Without user info held, both the authorization and userId cookies must exist, else stop. Inside the
  // mobile app they may come from the app's own session (get user auth, spec §7/§9): ./app-session.ts, asked by
  // src/app/bootstrap.ts before the first render and before this sequence starts.
  if (!getSession().userInfo && (!readCookie('authorization') || !readCookie('userId'))) return;

  // (3) User info. An answer about the user that is not a success (a non-zero code, 401 or another refusal, a
  // forced-logout code) logs out. An outage (no answer, timeout, 5xx, 429) is not such an answer: the session and
  // its cookies are kept, the page says "service unavailable, retrying" and the call is retried with backoff
  // until it answers (issue 17, point 14; user-info-outage.ts). Silent: the outage notice speaks, not a toast
  // per retry, and spec §8 gives a failed user info no message, only the logout.
  const userOk = await step(3, 'user', deps, async () => {
    const logoutsBefore = logoutCount();
    // A forced logout while the call was on its way (or waiting out an outage) wins: no sign-in behind it.
    const stillWanted = () => logoutCount() === logoutsBefore;
    try {
      const result = await callThroughOutage({
        call: async () => checkedUserInfo(await getUserInfo({ silent: true }), getGetUserInfoQueryKey()[0]),
        wait: deps.wait ?? waitFor,
        setOutage: setServiceOutage,
        stillWanted,
      });
      if (result.answered && stillWanted()) setUserInfo(result.value);
    } catch (error) {
      setUserInfo(null);
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
