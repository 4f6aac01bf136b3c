import type { OrderStatus } from '@/api/generated/models';

// PENDING_PAYMENT -PAID-> the paid stage (PENDING_FIAT_RECEIPT for the seller, PENDING_CRYPTO_RECEIPT for the buyer)
// -RELEASE-> PENDING_RELEASE -> COMPLETED | FAILED; CANCEL or timeout -> CANCELED; APPEAL -> IN_PROCESS.
// Every table here is a Record over the generated enum, so a new status is a compile error until handled.

/** Statuses that never change again: polling stops there. */
const FINAL: Readonly<Record<OrderStatus, boolean>> = {
  PENDING_PAYMENT: false,
  PENDING_FIAT_RECEIPT: false,
  PENDING_CRYPTO_RECEIPT: false,
  PENDING_RELEASE: false,
  COMPLETED: true,
  CANCELED: true,
  FAILED: true,
  IN_PROCESS: false,
};

export function isFinalStatus(status: OrderStatus): boolean {
  return FINAL[status] ?? false;
}

export type StepKey = 'placed' | 'paid' | 'released' | 'canceled' | 'failed' | 'appeal';
type StepState = 'done' | 'active' | 'todo' | 'error';
export interface StepperStep {
  key: StepKey;
  state: StepState;
}

const step = (key: StepKey, state: StepState): StepperStep => ({ key, state });

export const STEPPER_BY_STATUS: Readonly<Record<OrderStatus, readonly StepperStep[]>> = {
  PENDING_PAYMENT: [step('placed', 'done'), step('paid', 'active'), step('released', 'todo')],
  PENDING_FIAT_RECEIPT: [step('placed', 'done'), step('paid', 'done'), step('released', 'active')],
  PENDING_CRYPTO_RECEIPT: [step('placed', 'done'), step('paid', 'done'), step('released', 'active')],
  PENDING_RELEASE: [step('placed', 'done'), step('paid', 'done'), step('released', 'active')],
  COMPLETED: [step('placed', 'done'), step('paid', 'done'), step('released', 'done')],
  CANCELED: [step('placed', 'done'), step('canceled', 'error')],
  FAILED: [step('placed', 'done'), step('paid', 'done'), step('failed', 'error')],
  IN_PROCESS: [step('placed', 'done'), step('paid', 'done'), step('appeal', 'active')],
};
