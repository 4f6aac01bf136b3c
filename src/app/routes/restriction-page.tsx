import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { PageState, RegionBlockedIcon } from '@ds';
import { paths } from '@/shared/routing/paths';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { useScreenTitle } from '@/shared/use-document-title';

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
