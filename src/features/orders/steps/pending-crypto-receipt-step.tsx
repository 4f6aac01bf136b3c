import { PaidStage } from './paid-stage';
import type { StepProps } from './step-props';

/** PENDING_CRYPTO_RECEIPT: the buyer's view of the paid stage. */
export function PendingCryptoReceiptStep(props: StepProps) {
  return <PaidStage {...props} />;
}
