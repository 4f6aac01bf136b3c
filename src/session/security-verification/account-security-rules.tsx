import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useSession, type SessionState } from '../session-store';
import { unbindStatus, type BoundChannel, type UnbindStatus, type VerifyInfo } from '../verify-info';

const WITHDRAWAL_RULE = 'common:security.withdrawalSuspended';
/** For an account with neither phone nor email bound, or not known yet. */
const GENERAL_UNBIND_RULES = ['common:security.unbindPhone', 'common:security.unbindEmail'] as const;
/** Keys written out so each stays searchable. */
const UNBIND_RULE_KEY: Record<BoundChannel, Record<Exclude<UnbindStatus, 'not-bound'>, string>> = {
  phone: { allowed: 'security:rules.phoneCanUnbind', blocked: 'security:rules.phoneCannotUnbind' },
  email: { allowed: 'security:rules.emailCanUnbind', blocked: 'security:rules.emailCannotUnbind' },
};

export function unbindRuleKeys(verify: VerifyInfo | null): string[] {
  const keys = (['phone', 'email'] as const).flatMap((channel) => {
    const status = unbindStatus(verify, channel);
    return status === 'not-bound' ? [] : [UNBIND_RULE_KEY[channel][status]];
  });
  return keys.length > 0 ? keys : [...GENERAL_UNBIND_RULES];
}

const selectVerify = (s: SessionState) => s.verifyInfo;

/** Shown before the trader changes Account Security, since one of phone and email must stay bound. */
export function AccountSecurityRules() {
  const { t } = useTranslation('security');
  const verify = useSession(selectVerify);
  const keys = [WITHDRAWAL_RULE, ...unbindRuleKeys(verify)];
  return (
    <div>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ fontWeight: 600 }}>
        {t('rules.title')}
      </Typography>
      <Typography component="ul" variant="caption" color="text.secondary" sx={{ m: 0, pl: 2.5 }}>
        {keys.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </Typography>
    </div>
  );
}

export interface NewDeviceNoticeProps {
  newDevice?: boolean;
}

export function NewDeviceNotice({ newDevice = true }: NewDeviceNoticeProps) {
  const { t } = useTranslation('common');
  return (
    <Alert severity="info" icon={false} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      {newDevice && (
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
          {t('security.newDevice')}
        </Typography>
      )}
      <AccountSecurityRules />
    </Alert>
  );
}
