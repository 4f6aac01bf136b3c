import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { askApp } from '@/platform/native-bridge';
import { sendLogoutCall } from '@/session/logout-call';
import { logoutLocally } from '@/session/session-store';

/**
 * A user-initiated logout: the plain GET logout (spec §7), then the session and its cached data are gone.
 * Inside the mobile app the app signs out too (spec §7 'log out') and shows its own sign-in; when it cannot,
 * the page goes to the web login as it does outside the app.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await sendLogoutCall();
    } finally {
      logoutLocally();
      queryClient.clear();
      const app = await askApp('logout', { reason: 'user' });
      // Spec §2: logout leads to /login (the app's own sign-in when the app signed out).
      if (app?.status !== 'done') location.assign('/login');
    }
  }, [queryClient]);
}
