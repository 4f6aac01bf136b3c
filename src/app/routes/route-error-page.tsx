import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isBotUserAgent } from '@/shared/bot-user-agent';
import { isFatalPageError } from '@/shared/routing/fatal-error';

/**
 * Spec §2 fatal error page: the not-found variant for 404 ('Page Not Found'), otherwise server error
 * ('Internal Server Error', status 500). Search-engine and preview bots get no error page; it is only logged.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation(['errors', 'common']);
  const status = isRouteErrorResponse(error) ? error.status : isFatalPageError(error) ? error.status : 500;
  const missingPath = isFatalPageError(error) ? error.path : undefined;
  console.error('route error', error);
  if (typeof navigator !== 'undefined' && isBotUserAgent(navigator.userAgent)) return null;
  const notFound = status === 404;
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8, px: 2 }} role="alert">
      <Typography variant="h3" component="p" aria-hidden>
        {status}
      </Typography>
      <Typography variant="h5" component="h1">
        {notFound ? (missingPath ? t('errors:notFoundPath', { path: missingPath }) : t('errors:notFound')) : t('errors:internal')}
      </Typography>
      <Button variant="contained" onClick={() => location.reload()}>
        {t('common:action.retry')}
      </Button>
    </Stack>
  );
}
