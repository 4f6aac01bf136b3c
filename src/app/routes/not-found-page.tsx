import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NotFoundIcon, PageState } from '@ds';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { paths } from '@/shared/routing/paths';
import { useScreenTitle } from '@/shared/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation(['errors', 'shell']);
  const lang = useCurrentLanguage();
  const { pathname } = useLocation();
  useScreenTitle(t('errors:notFound'));
  return (
    <PageState
      data-testid="not-found"
      icon={<NotFoundIcon />}
      code="404"
      title={t('errors:notFound')}
      message={t('errors:notFoundHint')}
      detail={<PathLine path={pathname} />}
      action={
        <Button component={RouterLink} to={paths.home(lang)} variant="contained" size="large">
          {t('shell:backHome')}
        </Button>
      }
    />
  );
}

/** Breakable anywhere: a long path must not widen a phone's page. */
function PathLine({ path }: { path: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
      {path}
    </Typography>
  );
}
