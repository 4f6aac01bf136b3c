import type { Order } from '@/api/generated/models';
import type { OrderActions } from '../hooks/use-order-actions';

/** What every step of the order flow gets: the order as last read and the actions it may trigger. */
export interface StepProps {
  order: Order;
  actions: OrderActions;
}
