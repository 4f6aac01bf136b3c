import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { PageState, RegionBlockedIcon } from '@ds';
import { paths } from '@/shared/routing/paths';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { useScreenTitle } from '@/shared/use-document-title';

/**
 * Spec §2/§6: users from restricted regions cannot use the product; they get this page, with spec §8's 'This
 * product is not available in your region.' and a link back to the homepage. Issue 18 point 6: a designed state
 * (its picture, a heading, that message, the way home as its one action).
 */
export function RestrictionPage() {
  const { t } = useTranslation(['common', 'errors', 'shell']);
  useScreenTitle(t('common:restriction.title'));
  const lang = useCurrentLanguage();
  return (
    <PageState
      data-testid="region-restricted"
      tone="warning"
      icon={<RegionBlockedIcon />}
      title={t('common:restriction.title')}
      message={t('errors:regionUnavailable')}
      action={
        <Button component={RouterLink} to={paths.home(lang)} variant="contained" size="large">
          {t('shell:backHome')}
        </Button>
      }
    />
  );
}
