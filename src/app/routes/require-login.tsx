import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingState } from '@ds';
import { getNativeApp, goToAppLogin } from '@/platform/native-bridge';
import { useLoginNavigationClaimed } from '@/session/login-navigation';
import { hasSession, useSession } from '@/session/session-store';
import { paths } from '@/shared/routing/paths';

/**
 * Spec §2/§6: login-required routes send a signed-out user to login and back (own paths only). Inside the
 * native app, sign-in is the app's own login screen (spec §7 'go to app login'); the web page is the fallback.
 * It follows the session: a logout while the page is open (spec §4: the start-up's user info failed) leads to
 * login too, instead of leaving a page whose every call is refused (issue 7). When a forced logout is on its way
 * to /login (spec §4), it waits for that one navigation instead of racing it with its own (issue 17 point 13).
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const location = useLocation();
  const signedIn = useSession(hasSession);
  const back = `${location.pathname}${location.search}${location.hash}`;
  const inApp = getNativeApp().inApp;
  const forcedLogoutLeaving = useLoginNavigationClaimed();
  const [appLoginFailed, setAppLoginFailed] = useState(false);
  useEffect(() => {
    if (!signedIn && inApp && !forcedLogoutLeaving) goToAppLogin(back, () => setAppLoginFailed(true));
  }, [signedIn, inApp, back, forcedLogoutLeaving]);
  if (signedIn) return children;
  if (forcedLogoutLeaving) return <LoadingState variant="spinner" />;
  if (!inApp || appLoginFailed) return <Navigate replace to={paths.login(back)} />;
  return <LoadingState variant="spinner" />;
}
