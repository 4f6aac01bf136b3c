import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingState } from '@ds';
import { getNativeApp, goToAppLogin } from '@/platform/native-bridge';
import { useLoginNavigationClaimed } from '@/session/login-navigation';
import { hasSession, useSession } from '@/session/session-store';
import { paths } from '@/shared/routing/paths';

/**
 * A logout while the page is open leads to login too, instead of leaving a page whose every call is refused.
 * When a forced logout is already on its way to /login, it waits for that navigation instead of racing it.
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
