import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import CircularProgress from '@mui/material/CircularProgress';
import { useSession, type SessionState } from '@/session/session-store';

const selectOutage = (s: SessionState) => s.serviceOutage;

/** The page's error states give way to the outage notice, so a failure shows one message. */
export function useServiceOutage(): boolean {
  return useSession(selectOutage);
}

/** The notice promised that the page continues by itself, and the failed loads' errors were hidden behind it. */
function useReloadFailedAfterOutage(outage: boolean) {
  const queryClient = useQueryClient();
  const was = useRef(outage);
  useEffect(() => {
    if (was.current && !outage)
      void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
    was.current = outage;
  }, [outage, queryClient]);
}

/** While the user-info call gets no answer the trader stays signed in and start-up retries; this says so. */
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
      icon={<CircularProgress size={20} color="inherit" disableShrink aria-hidden />}
      // The border keeps the notice apart from the page in dark mode, where the soft warning fill is very dark.
      sx={{ mb: 2, alignItems: 'flex-start', overflowWrap: 'anywhere', border: 1, borderColor: 'warning.main' }}
    >
      <AlertTitle>{t('serviceOutage.title')}</AlertTitle>
      {t('serviceOutage.retrying')}
    </Alert>
  );
}
