import type { GetOrderDetailsParams } from '@/api/generated/models';

// The identifier patterns the contract gives (openapi/components/schemas/common.yaml: AdNo, OrderId,
// ExternalOrderId). The generated models carry them only as comments, so they are written out once, here; every
// page that validates an id reads them from this file, and tests/shared/identifiers.test.ts holds them equal to
// the contract's.
export const ID_PATTERNS = {
  adNo: /^AD[A-Z0-9]{4,30}$/,
  orderId: /^\d{1,32}$/,
  externalOrderId: /^[A-Za-z0-9_-]{1,64}$/,
} as const;

export const isAdNo = (value: string): boolean => ID_PATTERNS.adNo.test(value);

/** The order an order-page URL names, when each id it gives matches the contract's pattern. */
export function isWellFormedOrder(params: GetOrderDetailsParams): boolean {
  if (params.orderId !== undefined) return ID_PATTERNS.orderId.test(params.orderId);
  return params.externalOrderId !== undefined && ID_PATTERNS.externalOrderId.test(params.externalOrderId);
}
