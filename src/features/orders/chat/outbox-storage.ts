import type { UploadResult } from '@/api/generated/models';

// Unconfirmed messages and the draft are kept per order in sessionStorage, so a reload loses nothing. A retry
// re-sends with the same clientMsgId, so the server never stores a message twice.

export interface OutboxEntry {
  clientMsgId: string;
  kind: 'TEXT' | 'ATTACHMENT';
  content: string;
  fileName?: string;
  fileSize?: number;
  /** Set once the attachment is uploaded, so a retry only re-sends the message. */
  upload?: UploadResult;
  status: 'sending' | 'failed';
  /** An attachment whose file was lost with a reload before it was uploaded: it must be chosen again. */
  lost?: boolean;
  createdAt: string;
}

const outboxKey = (orderId: string) => `p2p-order-chat:${orderId}:outbox`;
const draftKey = (orderId: string) => `p2p-order-chat:${orderId}:draft`;

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null; // storage can be disabled (private modes, sandboxed frames): the chat still works in memory
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Quota or disabled storage: only a reload would lose the entry.
  }
}

function isEntry(value: unknown): value is OutboxEntry {
  const e = value as Partial<OutboxEntry> | null;
  return (
    !!e &&
    typeof e.clientMsgId === 'string' &&
    (e.kind === 'TEXT' || e.kind === 'ATTACHMENT') &&
    typeof e.content === 'string'
  );
}

/** What was pending when the page was left counts as failed now: the user decides to retry. */
export function loadOutbox(orderId: string): OutboxEntry[] {
  const raw = read(outboxKey(orderId));
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isEntry).map((e) => ({ ...e, status: 'failed', lost: e.kind === 'ATTACHMENT' && !e.upload }));
  } catch {
    return [];
  }
}

export function saveOutbox(orderId: string, entries: readonly OutboxEntry[]): void {
  write(outboxKey(orderId), entries.length ? JSON.stringify(entries) : null);
}

export const loadDraft = (orderId: string): string => read(draftKey(orderId)) ?? '';
export const saveDraft = (orderId: string, text: string): void => write(draftKey(orderId), text || null);
