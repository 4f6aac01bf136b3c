import { useContext } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { QueryClientContext } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import { NotFoundIcon, PageErrorIcon, PageState } from '@ds';
import { isBotUserAgent } from '@/shared/bot-user-agent';
import { isFatalPageError } from '@/shared/routing/fatal-error';
import { paths } from '@/shared/routing/paths';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';

/** Browsers word it differently, and each keeps the failed import, so only a reload fetches the chunk again. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload/i.test(
    error.message,
  );
}

/** Search-engine and preview bots get no error page; a not-found has nothing to retry, so it links home. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation(['errors', 'common', 'shell']);
  const lang = useCurrentLanguage();
  const here = useLocation();
  const navigate = useNavigate();
  // Read from the context, not useQueryClient(): the error page must render even outside the providers.
  const queryClient = useContext(QueryClientContext);
  const status = isFatalPageError(error) ? error.status : 500;
  const missingPath = isFatalPageError(error) ? error.path : undefined;
  if (typeof navigator !== 'undefined' && isBotUserAgent(navigator.userAgent)) return null;
  const notFound = status === 404;
  const chunk = isChunkLoadError(error);

  const retry = () => {
    if (chunk || !queryClient) {
      window.location.reload();
      return;
    }
    // Data that broke the screen is dropped and read again; the same URL as a new location resets the boundary.
    void queryClient.resetQueries();
    void navigate(`${here.pathname}${here.search}${here.hash}`, { replace: true, state: here.state as unknown });
  };

  const home = (variant: 'contained' | 'text') => (
    <Button
      component={RouterLink}
      to={paths.home(lang)}
      variant={variant}
      size={variant === 'contained' ? 'large' : 'medium'}
    >
      {t('shell:backHome')}
    </Button>
  );

  return (
    <PageState
      role="alert"
      tone={notFound ? 'neutral' : 'negative'}
      icon={notFound ? <NotFoundIcon /> : <PageErrorIcon />}
      code={String(status)}
      title={
        notFound
          ? missingPath
            ? t('errors:notFoundPath', { path: missingPath })
            : t('errors:notFound')
          : t('errors:internal')
      }
      message={t(notFound ? 'errors:notFoundHint' : chunk ? 'errors:pageLoadFailed' : 'errors:pageFailed')}
      action={
        notFound ? (
          home('contained')
        ) : (
          <Button variant="contained" size="large" onClick={retry}>
            {t('common:action.retry')}
          </Button>
        )
      }
      secondaryAction={notFound ? undefined : home('text')}
    />
  );
}
