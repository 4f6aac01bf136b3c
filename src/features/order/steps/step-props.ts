import type { ReactNode } from 'react';
import type { Order } from '@/api/generated/models';
import type { OrderActions } from '../hooks/use-order-actions';

/** What every step of the order flow gets: the order as last read and the actions it may trigger. */
export interface StepProps {
  order: Order;
  actions: OrderActions;
  /** The step's figures (amount, countdown, waiting time), placed by the step under its heading. */
  summary?: ReactNode;
  /** The time left to pay, repeated beside the primary action on a phone (steps/step-action-bar.tsx). */
  deadline?: ReactNode;
  /** The payment details the step's buttons depend on, placed above them (issue 18 point 3). */
  details?: ReactNode;
}
