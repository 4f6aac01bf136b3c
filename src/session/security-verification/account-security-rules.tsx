import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';

/** Spec §5/§9 rules of Account Security, written out so each key stays searchable (STYLE.md convention 10). */
const RULE_KEYS = ['common:security.withdrawalSuspended', 'common:security.unbindPhone', 'common:security.unbindEmail'] as const;

/**
 * The account rules a trader should know before changing Account Security: withdrawals are suspended for 24
 * hours after 2FA is turned off or a phone or email is unbound (spec §9), and a phone cannot be unbound unless
 * an email is bound, and vice versa (spec §5).
 */
export function AccountSecurityRules() {
  const { t } = useTranslation('security');
  return (
    <div>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ fontWeight: 600 }}>
        {t('rules.title')}
      </Typography>
      <Typography component="ul" variant="caption" color="text.secondary" sx={{ m: 0, pl: 2.5 }}>
        {RULE_KEYS.map((key) => (
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
