import { useTranslation } from 'react-i18next';
import { AppDialog, ErrorState, FailureMessage, LoadingState } from '@ds';
import type { KycStatus } from '@/api/generated/models';
import { failureText } from '@/shared/api-failures';
import { AgreementStep } from './agreement-step';
import type { GateId } from './evaluate-gates';
import { PrerequisiteStep, RegionStep, SignedOutStep } from './gate-steps';

export type GateView = 'pending' | 'error' | 'signedOut' | GateId;

export interface GateDialogProps {
  open: boolean;
  view: GateView;
  gates: readonly GateId[];
  kycStatus: KycStatus;
  onClose: () => void;
  onRetry: () => void;
  /** The failed call, when a call of the dialog's own is why the account could not be checked. */
  failure?: unknown;
}

function titleKey(view: GateView): string {
  switch (view) {
    case 'pending':
      return 'gates:checking.title';
    case 'region':
      return 'common:restriction.title';
    case 'agreement':
      return 'common:gate.agreementTitle';
    default:
      return 'common:gate.title';
  }
}

/** One dialog for every gate, so moving from one gate to the next keeps the focus inside it. */
export function GateDialog({ open, view, gates, kycStatus, onClose, onRetry, failure }: GateDialogProps) {
  const { t } = useTranslation(['gates', 'common']);
  return (
    <AppDialog open={open} onClose={onClose} title={t(titleKey(view))} maxWidth="sm">
      {view === 'pending' && <LoadingState variant="spinner" label={t('gates:checking.label')} />}
      {view === 'error' && (
        <ErrorState
          message={<FailureMessage text={t('gates:loadFailed')} reason={failure ? failureText(failure, t) : null} />}
          onRetry={onRetry}
        />
      )}
      {view === 'signedOut' && <SignedOutStep onClose={onClose} />}
      {view === 'region' && <RegionStep onClose={onClose} />}
      {view === 'agreement' && <AgreementStep onCancel={onClose} />}
      {(view === 'phone' || view === 'email' || view === 'kyc' || view === 'twoFactor') && (
        <PrerequisiteStep gate={view} kycStatus={kycStatus} remaining={gates} onCancel={onClose} onLeave={onClose} />
      )}
    </AppDialog>
  );
}
