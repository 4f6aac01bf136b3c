import { Link as RouterLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetKrRestrictCheck, useGetRestrictionCheck } from '@/api/generated/endpoints/restriction/restriction';
import { useSession } from '@/session/session-store';
import { isLoggedIn } from '@/session/derived-state';
import { paths } from '@/shared/routing/paths';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { REGION_CHECK_STALE_MS, regionCheckOptions } from './region-check-query';

/** Spec §2/§6: users from restricted regions cannot use the product; they get this page and a way home. */
function RestrictionPage() {
  const { t } = useTranslation(['errors', 'shell']);
  const lang = useCurrentLanguage();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }} data-testid="region-restricted">
      <Typography variant="h5" component="h1">
        {t('errors:regionUnavailable')}
      </Typography>
      <Button component={RouterLink} to={paths.home(lang)} variant="contained">
        {t('shell:backHome')}
      </Button>
    </Stack>
  );
}

/**
 * Guards the P2P routes with the restriction check (public) and, for a signed-in user, the Korea restriction
 * check (spec §1, §7). Pages render while the checks run: the server enforces the rule, this page explains it.
 */
export function RestrictionGuard() {
  const signedIn = useSession((s) => isLoggedIn(s.userInfo));
  const region = useGetRestrictionCheck(regionCheckOptions);
  const korea = useGetKrRestrictCheck({ query: { enabled: signedIn, staleTime: REGION_CHECK_STALE_MS }, request: { silent: true } });
  if (region.data?.ipRestricted || korea.data?.restricted) return <RestrictionPage />;
  return <Outlet />;
}
