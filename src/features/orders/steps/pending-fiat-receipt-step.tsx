import { PaidStage } from './paid-stage';
import type { StepProps } from './step-props';

/** PENDING_FIAT_RECEIPT: the seller's view of the paid stage. */
export function PendingFiatReceiptStep(props: StepProps) {
  return <PaidStage {...props} />;
}
