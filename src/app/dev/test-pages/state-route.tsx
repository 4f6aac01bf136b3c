import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { deriveSession, useSession } from '@/session/session-store';

/**
 * Named after the original app's store library (pinia). The store holds no credential: the authorization cookie
 * stays in the cookie.
 */
export function Component() {
  const { t } = useTranslation('devtools');
  const state = useSession((session) => session);
  // The JSON boxes scroll: tabIndex lets keyboard users focus and scroll them (WCAG 2.1.1).
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('state.title')}
      </Typography>
      <Typography variant="h6" component="h2">
        {t('state.derived')}
      </Typography>
      <Box
        component="pre"
        data-testid="derived-state"
        tabIndex={0}
        sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto' }}
      >
        {JSON.stringify(deriveSession(state), null, 2)}
      </Box>
      <Typography variant="h6" component="h2">
        {t('state.store')}
      </Typography>
      <Box
        component="pre"
        data-testid="session-state"
        tabIndex={0}
        sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto', maxHeight: 480 }}
      >
        {JSON.stringify(state, null, 2)}
      </Box>
    </Stack>
  );
}
