import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { askApp } from '@/platform/native-bridge';
import { sendLogoutCall } from '@/session/logout-call';
import { logoutLocally } from '@/session/session-store';

/** Inside the mobile app the app signs out too and shows its own sign-in; when it cannot, the web login shows. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await sendLogoutCall();
    } finally {
      logoutLocally();
      queryClient.clear();
      const app = await askApp('logout', { reason: 'user' });
      if (app?.status !== 'done') location.assign('/login');
    }
  }, [queryClient]);
}
