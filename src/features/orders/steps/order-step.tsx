import type { ComponentType } from 'react';
import type { OrderStatus } from '@/api/generated/models';
import { CanceledStep } from './canceled-step';
import { CompletedStep } from './completed-step';
import { FailedStep } from './failed-step';
import { InProcessStep } from './in-process-step';
import { PendingCryptoReceiptStep } from './pending-crypto-receipt-step';
import { PendingFiatReceiptStep } from './pending-fiat-receipt-step';
import { PendingPaymentStep } from './pending-payment-step';
import { PendingReleaseStep } from './pending-release-step';
import type { StepProps } from './step-props';

/** `satisfies Record<OrderStatus, …>` makes a status added to the contract a compile error until it has a step. */
export const STEP_BY_STATUS = {
  PENDING_PAYMENT: PendingPaymentStep,
  PENDING_FIAT_RECEIPT: PendingFiatReceiptStep,
  PENDING_CRYPTO_RECEIPT: PendingCryptoReceiptStep,
  PENDING_RELEASE: PendingReleaseStep,
  COMPLETED: CompletedStep,
  CANCELED: CanceledStep,
  FAILED: FailedStep,
  IN_PROCESS: InProcessStep,
} as const satisfies Record<OrderStatus, ComponentType<StepProps>>;

export function OrderStep(props: StepProps) {
  const { status } = props.order;
  // A status newer than this build has no step yet: the rest of the page still shows the order.
  if (!Object.hasOwn(STEP_BY_STATUS, status)) return null;
  const Step: ComponentType<StepProps> = STEP_BY_STATUS[status];
  return <Step {...props} />;
}
