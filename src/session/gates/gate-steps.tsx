import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KycStatus } from '@/api/generated/models';
import { paths } from '@/shared/routing/paths';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { AccountSecurityRules } from '../security-verification/account-security-rules';
import { accountSecurityUrl } from './account-security';
import type { GateId } from './evaluate-gates';

/** Buttons at the foot of a gate, end-aligned; they wrap on a 360 px phone. */
export function GateActions({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', pt: 2 }}>
      {children}
    </Stack>
  );
}

/** Keys written out (never built) so every text stays searchable (STYLE.md convention 10). */
const STEP_LABEL_KEY: Record<Exclude<GateId, 'region'>, string> = {
  phone: 'gates:step.phone',
  email: 'gates:step.email',
  kyc: 'gates:step.kyc',
  twoFactor: 'gates:step.twoFactor',
  agreement: 'gates:step.agreement',
};

function prerequisiteMessageKey(gate: 'phone' | 'email' | 'kyc' | 'twoFactor', kycStatus: KycStatus): string {
  if (gate === 'phone') return 'common:gate.phone';
  if (gate === 'email') return 'common:gate.email';
  if (gate === 'twoFactor') return 'common:gate.twoFactor';
  // A KYC under review or refused needs other words than one never started.
  if (kycStatus === 'PENDING') return 'gates:kyc.pending';
  if (kycStatus === 'REJECTED') return 'gates:kyc.rejected';
  return 'common:gate.kyc';
}

export interface PrerequisiteStepProps {
  gate: 'phone' | 'email' | 'kyc' | 'twoFactor';
  kycStatus: KycStatus;
  /** Every unmet gate, this one first: the trader sees what is still ahead instead of meeting it later. */
  remaining: readonly GateId[];
  onCancel: () => void;
  /** The trader leaves for Account Security: the trade does not go ahead now. */
  onLeave: () => void;
}

/** Spec §2/§5: finish phone, email, KYC or 2FA on the Account Security page, with a GO button. */
export function PrerequisiteStep({ gate, kycStatus, remaining, onCancel, onLeave }: PrerequisiteStepProps) {
  const { t } = useTranslation(['gates', 'common']);
  const lang = useCurrentLanguage();
  const steps = remaining.filter((id): id is Exclude<GateId, 'region'> => id !== 'region');
  return (
    <Stack spacing={1.5}>
      <Typography>{t(prerequisiteMessageKey(gate, kycStatus))}</Typography>
      {steps.length > 1 && (
        <div>
          <Typography variant="subtitle2" component="p">
            {t('gates:remaining', { count: steps.length })}
          </Typography>
          <Typography component="ol" variant="body2" sx={{ m: 0, pl: 3 }}>
            {steps.map((id) => (
              <li key={id}>{t(STEP_LABEL_KEY[id])}</li>
            ))}
          </Typography>
        </div>
      )}
      <Typography id="gate-leave-hint" variant="body2" color="text.secondary">
        {t('gates:leaveHint')}
      </Typography>
      {gate !== 'kyc' && <AccountSecurityRules />}
      <GateActions>
        <Button variant="outlined" color="neutral" onClick={onCancel}>
          {t('common:action.cancel')}
        </Button>
        {/* A full page load: Account Security is another app of the exchange (account-security.ts). */}
        <Button variant="contained" href={accountSecurityUrl(lang)} onClick={onLeave} aria-describedby="gate-leave-hint">
          {t('common:action.go')}
        </Button>
      </GateActions>
    </Stack>
  );
}

/** Spec §2/§6/§8: restricted regions cannot use the product; a link back to the homepage, never a dead end. */
export function RegionStep({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['errors', 'common']);
  const lang = useCurrentLanguage();
  return (
    <Stack spacing={1.5}>
      <Typography>{t('errors:regionUnavailable')}</Typography>
      <GateActions>
        <Button variant="contained" component={RouterLink} to={paths.home(lang)} onClick={onClose}>
          {t('common:restriction.backHome')}
        </Button>
      </GateActions>
    </Stack>
  );
}

/** The session ended while the page was open (a failed user-info call logs out, spec §4): sign in again. */
export function SignedOutStep({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['gates', 'common']);
  const location = useLocation();
  return (
    <Stack spacing={1.5}>
      <Typography>{t('gates:signedOut')}</Typography>
      <GateActions>
        <Button variant="contained" component={RouterLink} to={paths.login(`${location.pathname}${location.search}`)} onClick={onClose}>
          {t('common:nav.login')}
        </Button>
      </GateActions>
    </Stack>
  );
}
