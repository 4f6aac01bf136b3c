import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sendLogoutCall } from '@/session/logout-call';
import { logoutLocally } from '@/session/session-store';

/** A user-initiated logout: the plain GET logout (spec §7), then the session and its cached data are gone. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await sendLogoutCall();
    } finally {
      logoutLocally();
      queryClient.clear();
      // Spec §2: logout leads to /login.
      location.assign('/login');
    }
  }, [queryClient]);
}
