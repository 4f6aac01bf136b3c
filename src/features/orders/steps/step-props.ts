import type { ReactNode } from 'react';
import type { Order } from '@/api/generated/models';
import type { OrderActions } from '../hooks/use-order-actions';

export interface StepProps {
  order: Order;
  actions: OrderActions;
  summary?: ReactNode;
  deadline?: ReactNode;
  /** The payment details the step's buttons depend on, placed above them. */
  details?: ReactNode;
}
