import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { accountSecurityUrl } from '../gates/account-security';
import type { CodeFieldPlan } from './code-fields';

const MESSAGE_KEY: Record<CodeFieldPlan['channel'], string> = {
  SMS: 'validation:phoneFirst',
  EMAIL: 'validation:emailFirst',
  GOOGLE: 'common:gate.twoFactor',
};

const HINT_KEY: Record<CodeFieldPlan['channel'], string> = {
  SMS: 'security:missing.phone',
  EMAIL: 'security:missing.email',
  GOOGLE: 'security:missing.twoFactor',
};

export function MissingChannel({ channel }: { channel: CodeFieldPlan['channel'] }) {
  const { t } = useTranslation(['security', 'validation', 'common']);
  const lang = useCurrentLanguage();
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" href={accountSecurityUrl(lang)} sx={{ whiteSpace: 'nowrap' }}>
          {t('common:security.accountSecurity')}
        </Button>
      }
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t(MESSAGE_KEY[channel])}
      </Typography>
      <Typography variant="body2">{t(HINT_KEY[channel])}</Typography>
    </Alert>
  );
}
