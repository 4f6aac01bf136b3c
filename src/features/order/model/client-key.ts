// Idempotency keys of update-order-state (clientRequestId) and send-chat-msg (clientMsgId): the contract asks
// for 8-64 characters of [A-Za-z0-9_-]; a UUID fits. A repeated key returns the first result, so a double click
// or a retry never applies an action or stores a message twice.

function randomHex(bytes: number): string {
  const values = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(values);
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function newClientKey(): string {
  const c = globalThis.crypto;
  return typeof c?.randomUUID === 'function' ? c.randomUUID() : randomHex(16);
}
