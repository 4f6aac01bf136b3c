import type { GetOrderDetailsParams } from '@/api/generated/models';

// The generated models carry the contract's patterns only as comments, so they are written out here;
// tests/shared/identifiers.test.ts holds them equal to openapi/components/schemas/common.yaml.
export const ID_PATTERNS = {
  adNo: /^AD[A-Z0-9]{4,30}$/,
  orderId: /^\d{1,32}$/,
  externalOrderId: /^[A-Za-z0-9_-]{1,64}$/,
  userId: /^\d{1,20}$/,
} as const;

export const isAdNo = (value: string): boolean => ID_PATTERNS.adNo.test(value);

export const isUserId = (value: string): boolean => ID_PATTERNS.userId.test(value);

export function isWellFormedOrder(params: GetOrderDetailsParams): boolean {
  if (params.orderId !== undefined) return ID_PATTERNS.orderId.test(params.orderId);
  return params.externalOrderId !== undefined && ID_PATTERNS.externalOrderId.test(params.externalOrderId);
}
