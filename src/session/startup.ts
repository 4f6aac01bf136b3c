import { getStartupCurrencyList } from '@/api/generated/endpoints/currencies/currencies';
import { getVerifyUser } from '@/api/generated/endpoints/gates/gates';
import {
  getBrokerCheck,
  getGetUserInfoQueryKey,
  getKycInfo,
  getUserInfo,
} from '@/api/generated/endpoints/session/session';
import { isApiError } from '@/api/http/api-error';
import { DEFAULT_PAIR } from '@/shared/default-pair';
import { isLoggedIn } from './derived-state';
import { callThroughOutage, waitFor } from './user-info-outage';
import { checkedUserInfo } from './user-info-shape';
import { canAskUserInfo } from './session-cookies';
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

const DEFAULT_FIAT = DEFAULT_PAIR.fiat;

export interface StartupDeps {
  /** Not called for an API failure, whose message the HTTP client's failure toast already showed. */
  reportStepError(step: number, message: string): void;
  wait?(ms: number): Promise<void>;
}

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

export async function runStartup(deps: StartupDeps): Promise<void> {
  // (1) Crypto and fiat lists.
  await step(1, 'currencies', deps, async () => {
    const lists = await getStartupCurrencyList();
    setCurrencies({ cryptoList: lists.cryptoList, fiatList: lists.fiatList });
  });

  // (2) Without user info held, both session cookies must exist; inside the mobile app ./app-session.ts has
  // already asked the app for them.
  if (!getSession().userInfo && !canAskUserInfo()) return;

  // (3) User info: a refusal logs out, an outage keeps the session and retries (user-info-outage.ts). Silent,
  // because the outage notice speaks instead of a toast per retry.
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

  // (4) Logged in only.
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

export function runStartupOnce(deps: StartupDeps): Promise<void> {
  once ??= runStartup(deps);
  return once;
}
