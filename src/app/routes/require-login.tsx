import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasSession } from '@/session/session-store';
import { paths } from '@/shared/routing/paths';

/** Spec §2/§6: login-required routes send a signed-out user to login and back (own paths only). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!hasSession()) return <Navigate replace to={paths.login(`${location.pathname}${location.search}${location.hash}`)} />;
  return children;
}
