import { useCallback, useState, type ReactNode } from 'react';
import { useSession } from '../session-store';
import { kycStatusOf } from './evaluate-gates';
import { GateDialog } from './gate-dialog';

const GATES = ['kyc'] as const;

export interface KycPrompt {
  prompt: () => void;
  element: ReactNode;
}

/** For an action that needs KYC but is not a trade, such as Deposit. */
export function useKycPrompt(needed: boolean): KycPrompt {
  const kycStatus = useSession(kycStatusOf);
  const [open, setOpen] = useState(false);
  // Adjusted while rendering, so once KYC is no longer needed the prompt cannot come back on its own later.
  if (open && !needed) setOpen(false);
  const close = useCallback(() => setOpen(false), []);
  const prompt = useCallback(() => setOpen(true), []);
  const element = (
    <GateDialog open={open} view="kyc" gates={GATES} kycStatus={kycStatus} onClose={close} onRetry={close} />
  );
  return { prompt, element };
}
