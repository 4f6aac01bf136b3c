import { isApiError } from '@/api/http/api-error';

/**
 * Whether a failed call answered one of these business codes. The codes come from the generated constants of
 * the operation that was called (e.g. CreateOrderFailureCode.NEW_DEVICE, from the contract's failure enums in
 * openapi/components/schemas/failures.yaml), so a screen only tests codes its operation can answer and no code
 * is written twice (issue 19 point 1).
 */
export function hasCode(error: unknown, ...codes: readonly number[]): boolean {
  return isApiError(error) && error.code !== undefined && codes.includes(error.code);
}

function randomHex(bytes: number): string {
  const values = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(values);
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * An idempotency key: create-order's clientOrderId, update-order-state's clientRequestId, send-chat-msg's
 * clientMsgId (contract: 8-64 of [A-Za-z0-9_-]; a UUID fits). A repeated key returns the first result, so a
 * double click or a retry never applies an action twice. randomUUID needs a secure context; getRandomValues not.
 */
export function newClientKey(): string {
  const c = globalThis.crypto;
  return typeof c?.randomUUID === 'function' ? c.randomUUID() : randomHex(16);
}
