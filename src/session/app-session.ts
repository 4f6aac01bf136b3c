import { askApp } from '@/platform/native-bridge';
import { readCookie } from '@/shared/cookies';
import { sessionTokenCookies, writeCookieValues, type CookieScope } from './session-cookies';

/** An old app version never answers, so the first render waits at most this long. */
const APP_SESSION_WAIT_MS = 1500;

const isValue = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Writes the app's session as the session cookies, so a trader already signed in to the app is not asked to sign
 * in again. Runs before the first render, so a login-required page does not send the trader to login meanwhile.
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
