import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { paths } from '@/shared/routing/paths';

/** Spec §2: an unknown route gives the 404 page ('Page Not Found'). */
export function NotFoundPage() {
  const { t } = useTranslation(['errors', 'shell']);
  const lang = useCurrentLanguage();
  const { pathname } = useLocation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }} data-testid="not-found">
      <Typography variant="h3" component="p" aria-hidden>
        404
      </Typography>
      <Typography variant="h5" component="h1">
        {t('errors:notFound')}
      </Typography>
      <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {pathname}
      </Typography>
      <Button component={RouterLink} to={paths.home(lang)} variant="contained">
        {t('shell:backHome')}
      </Button>
    </Stack>
  );
}
