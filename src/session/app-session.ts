import { askApp } from '@/platform/native-bridge';
import { readCookie } from '@/shared/cookies';
import { sessionTokenCookies, writeCookieValues, type CookieScope } from './session-cookies';

/**
 * How long the first render waits for the app's answer. A current app answers within milliseconds, while the
 * page's texts are still loading; an app that never answers (an old version) costs at most this.
 */
const APP_SESSION_WAIT_MS = 1500;

const isValue = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Spec §4 start-up step (2) inside the mobile app (spec §9, §7 get user auth): a web view without the session
 * cookies asks the app for its signed-in session and, when the app answers with its authorization, userId and
 * UID, writes them as the session cookies with the rules of spec §4, as sign-in would, so that start-up then
 * fetches the user info and the trader, already signed in to the app, is not asked to sign in again. True when
 * it wrote them. With the cookies present, outside the app, on ok:false, an incomplete answer, a failure or no
 * answer within `waitMs` nothing is written (the signed-out path as on the web); a later answer is ignored.
 *
 * Loaded by src/app/bootstrap.ts only inside the app, before the first render: a login-required page must not
 * send the trader to the app's login while the app is being asked for its session.
 */
export async function signInFromApp(scope: CookieScope, waitMs = APP_SESSION_WAIT_MS): Promise<boolean> {
  if (readCookie('authorization') && readCookie('userId')) return false;
  const asked = askApp('getUserAuth', {});
  if (!asked) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  const outcome = await Promise.race([asked, late]);
  clearTimeout(timer);
  if (outcome?.status !== 'done') return false;
  const { authorization, userId, UID } = outcome.result;
  if (!isValue(authorization) || !isValue(userId) || !isValue(UID)) return false;
  writeCookieValues([...sessionTokenCookies(authorization), ['userId', userId], ['UID', UID]], scope);
  return true;
}
