import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getGetRestrictionCheckQueryKey } from '@/api/generated/endpoints/restriction/restriction';
import { getKycInfo } from '@/api/generated/endpoints/session/session';
import { KycStatus } from '@/api/generated/models';
import { askApp, goToAppLogin, useNativeApp } from '@/platform/native-bridge';
import { paths } from '@/shared/routing/paths';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { AccountSecurityRules } from '../security-verification/account-security-rules';
import { getSession, setKycInfo } from '../session-store';
import { accountSecurityUrl } from './account-security';
import type { GateId } from './evaluate-gates';

export function GateActions({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', pt: 2 }}>
      {children}
    </Stack>
  );
}

/** Keys written out, never built, so every text stays searchable. */
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

const isKycStatus = (value: unknown): value is KycStatus =>
  typeof value === 'string' && Object.values<string>(KycStatus).includes(value);

/** The app's KYC answer re-judges the gate at once; without a status, the KYC record is read again. */
function applyAppKycAnswer(kycStatus: unknown): void {
  const held = getSession().kycInfo;
  if (isKycStatus(kycStatus) && held) return setKycInfo({ ...held, kycStatus });
  getKycInfo().then(
    (kycInfo) => setKycInfo(isKycStatus(kycStatus) ? { ...kycInfo, kycStatus } : kycInfo),
    () => undefined,
  );
}

export interface PrerequisiteStepProps {
  gate: 'phone' | 'email' | 'kyc' | 'twoFactor';
  kycStatus: KycStatus;
  /** Every unmet gate, so the trader sees what is still ahead instead of meeting it later. */
  remaining: readonly GateId[];
  onCancel: () => void;
  onLeave: () => void;
}

export function PrerequisiteStep({ gate, kycStatus, remaining, onCancel, onLeave }: PrerequisiteStepProps) {
  const { t } = useTranslation(['gates', 'common', 'shell']);
  const lang = useCurrentLanguage();
  // Inside the mobile app, Account Security opens in an app window so the trader comes back to this page.
  const { inApp } = useNativeApp();
  const kycInApp = inApp && gate === 'kyc';
  const queryClient = useQueryClient();
  const goHref = accountSecurityUrl(lang);
  const leaveForWeb = () => {
    onLeave();
    location.assign(goHref);
  };
  const askTheApp = (): Promise<void> | null =>
    kycInApp
      ? (askApp('openKyc', { source: 'p2p' })?.then((outcome) => {
          if (outcome.status !== 'done') return leaveForWeb();
          applyAppKycAnswer(outcome.result.kycStatus);
          // The restriction check's needKyc follows the KYC too.
          void queryClient.invalidateQueries({ queryKey: getGetRestrictionCheckQueryKey() });
        }) ?? null)
      : (askApp('openNewWindow', { url: new URL(goHref, location.href).href, title: t(STEP_LABEL_KEY[gate]) })?.then(
          (outcome) => (outcome.status === 'done' ? onLeave() : leaveForWeb()),
        ) ?? null);
  const go = (event: MouseEvent) => {
    const asked = inApp ? askTheApp() : null;
    if (!asked) return onLeave();
    event.preventDefault();
  };
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
        {kycInApp ? t('shell:nativeApp.kycHint') : t('gates:leaveHint')}
      </Typography>
      {gate !== 'kyc' && <AccountSecurityRules />}
      <GateActions>
        <Button variant="outlined" color="neutral" onClick={onCancel}>
          {t('common:action.cancel')}
        </Button>
        {/* A full page load: Account Security is another app of the exchange. */}
        <Button variant="contained" href={goHref} onClick={go} aria-describedby="gate-leave-hint">
          {t('common:action.go')}
        </Button>
      </GateActions>
    </Stack>
  );
}

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

export function SignedOutStep({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['gates', 'common']);
  const location = useLocation();
  const navigate = useNavigate();
  const back = `${location.pathname}${location.search}`;
  const signIn = (event: MouseEvent) => {
    if (goToAppLogin(back, () => void navigate(paths.login(back)))) event.preventDefault();
    onClose();
  };
  return (
    <Stack spacing={1.5}>
      <Typography>{t('gates:signedOut')}</Typography>
      <GateActions>
        <Button variant="contained" component={RouterLink} to={paths.login(back)} onClick={signIn}>
          {t('common:nav.login')}
        </Button>
      </GateActions>
    </Stack>
  );
}
