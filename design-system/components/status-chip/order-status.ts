import type { ToneName } from '../../tokens/roles';

/** The generated API enum must hold the same values. */
export const ORDER_STATUSES = [
  'PENDING_PAYMENT',
  'PENDING_FIAT_RECEIPT',
  'PENDING_CRYPTO_RECEIPT',
  'PENDING_RELEASE',
  'COMPLETED',
  'CANCELED',
  'FAILED',
  'IN_PROCESS',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Waiting on someone is a warning, system work is info, and the three end states are green, grey and red. */
export const ORDER_STATUS_TONE: Readonly<Record<OrderStatus, ToneName>> = {
  PENDING_PAYMENT: 'warning',
  PENDING_FIAT_RECEIPT: 'warning',
  PENDING_CRYPTO_RECEIPT: 'warning',
  PENDING_RELEASE: 'info',
  COMPLETED: 'positive',
  CANCELED: 'neutral',
  FAILED: 'negative',
  IN_PROCESS: 'info',
};

/** Label keys in the `ds` namespace, written out so every key stays searchable. */
export const ORDER_STATUS_LABEL_KEY = {
  PENDING_PAYMENT: 'status.PENDING_PAYMENT',
  PENDING_FIAT_RECEIPT: 'status.PENDING_FIAT_RECEIPT',
  PENDING_CRYPTO_RECEIPT: 'status.PENDING_CRYPTO_RECEIPT',
  PENDING_RELEASE: 'status.PENDING_RELEASE',
  COMPLETED: 'status.COMPLETED',
  CANCELED: 'status.CANCELED',
  FAILED: 'status.FAILED',
  IN_PROCESS: 'status.IN_PROCESS',
} as const satisfies Record<OrderStatus, string>;

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}
