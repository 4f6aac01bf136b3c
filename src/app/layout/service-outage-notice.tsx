import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import CircularProgress from '@mui/material/CircularProgress';
import { useSession, type SessionState } from '@/session/session-store';

const selectOutage = (s: SessionState) => s.serviceOutage;

/** Whether the outage notice is up: the page's error states give way to it (one message per failure). */
export function useServiceOutage(): boolean {
  return useSession(selectOutage);
}

/**
 * When the outage ends, the loads that failed during it are asked again: the notice promised that the page
 * continues by itself, and their error states were hidden behind it.
 */
function useReloadFailedAfterOutage(outage: boolean) {
  const queryClient = useQueryClient();
  const was = useRef(outage);
  useEffect(() => {
    if (was.current && !outage)
      void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
    was.current = outage;
  }, [outage, queryClient]);
}

/**
 * Issue 17, point 14: while the user-info call gets no answer (network, timeout, 5xx) the trader stays signed in
 * and start-up retries with backoff; this says so at the top of every page instead of a silent spinner or a
 * logout. It disappears by itself once the call answers.
 */
export function ServiceOutageNotice() {
  const { t } = useTranslation('shell');
  const outage = useServiceOutage();
  useReloadFailedAfterOutage(outage);
  if (!outage) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      data-testid="service-outage"
      // disableShrink: the arc never shrinks to a dot, so the spinner reads as one in every frame.
      icon={<CircularProgress size={20} color="inherit" disableShrink aria-hidden />}
      // The border keeps the notice apart from the page in dark mode, where the soft warning fill is very dark.
      sx={{ mb: 2, alignItems: 'flex-start', overflowWrap: 'anywhere', border: 1, borderColor: 'warning.main' }}
    >
      <AlertTitle>{t('serviceOutage.title')}</AlertTitle>
      {t('serviceOutage.retrying')}
    </Alert>
  );
}
