import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useSession, type SessionState } from '../session-store';
import { unbindStatus, type BoundChannel, type UnbindStatus, type VerifyInfo } from '../verify-info';

/** Spec §9: withdrawals are suspended for 24 hours after 2FA is turned off or a phone or email is unbound. */
const WITHDRAWAL_RULE = 'common:security.withdrawalSuspended';
/** Spec §5 as a general rule, for an account with neither phone nor email bound (or not known yet). */
const GENERAL_UNBIND_RULES = ['common:security.unbindPhone', 'common:security.unbindEmail'] as const;
/** Spec §5 as it applies to this account; keys written out so each stays searchable (STYLE.md convention 10). */
const UNBIND_RULE_KEY: Record<BoundChannel, Record<Exclude<UnbindStatus, 'not-bound'>, string>> = {
  phone: { allowed: 'security:rules.phoneCanUnbind', blocked: 'security:rules.phoneCannotUnbind' },
  email: { allowed: 'security:rules.emailCanUnbind', blocked: 'security:rules.emailCannotUnbind' },
};

/**
 * The unbind rule lines for this account (spec §5): for each bound channel, whether it may be unbound and why;
 * a channel that is not bound has nothing to unbind. With nothing bound, the rule is given in general.
 */
export function unbindRuleKeys(verify: VerifyInfo | null): string[] {
  const keys = (['phone', 'email'] as const).flatMap((channel) => {
    const status = unbindStatus(verify, channel);
    return status === 'not-bound' ? [] : [UNBIND_RULE_KEY[channel][status]];
  });
  return keys.length > 0 ? keys : [...GENERAL_UNBIND_RULES];
}

// Selectors return stored objects, never new ones (useSession's rule).
const selectVerify = (s: SessionState) => s.verifyInfo;

/**
 * The account rules a trader should know before changing Account Security: withdrawals are suspended for 24
 * hours after 2FA is turned off or a phone or email is unbound (spec §9), and whether THEIR phone or email may
 * be unbound, since one of the two must stay bound (spec §5; issue 17 point 10).
 */
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
  /** False to show only the account rules (e.g. when the device is known). */
  newDevice?: boolean;
}

/** Spec §6: a new device requires extra verification; shown with the account rules above the code fields. */
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
