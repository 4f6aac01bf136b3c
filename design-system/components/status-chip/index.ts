export { StatusChip } from './status-chip';
export type { StatusChipProps } from './status-chip';
export { ORDER_STATUSES, ORDER_STATUS_TONE, ORDER_STATUS_LABEL_KEY, isOrderStatus } from './order-status';
export type { OrderStatus } from './order-status';
