import { useCallback, useState, type ReactNode } from 'react';
import { useSession } from '../session-store';
import { kycStatusOf } from './evaluate-gates';
import { GateDialog } from './gate-dialog';

const GATES = ['kyc'] as const;

export interface KycPrompt {
  /** Opens the KYC prompt: the gate dialog's KYC step with its GO button. */
  prompt: () => void;
  /** Render this once in the page that calls prompt. */
  element: ReactNode;
}

/**
 * The KYC prompt on its own, for an action that needs KYC but is not a trade (restriction check's
 * depositNeedKyc guards Deposit; issue 17 point 4): the same dialog and words as the trade gate's KYC step.
 * `needed` is the caller's current answer (e.g. depositNeedKyc).
 */
export function useKycPrompt(needed: boolean): KycPrompt {
  const kycStatus = useSession(kycStatusOf);
  const [open, setOpen] = useState(false);
  // Closes by itself once KYC is no longer needed (inside the app its KYC answers, and the check is asked again);
  // React's "adjust state while rendering", so it cannot come back on its own later.
  if (open && !needed) setOpen(false);
  const close = useCallback(() => setOpen(false), []);
  const prompt = useCallback(() => setOpen(true), []);
  const element = (
    <GateDialog open={open} view="kyc" gates={GATES} kycStatus={kycStatus} onClose={close} onRetry={close} />
  );
  return { prompt, element };
}
