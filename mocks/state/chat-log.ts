import type { ChatMessage } from '@/api/generated/models';
import { wordNotice, type SystemNotice } from '../fixtures/system-notices';
import { recordMessage, systemRecord, type NewChatRecord } from './chat-record';
import { isTwoParty, realParties } from './order-party';
import { getState } from './store';
import type { ChatRecord, OrderRecord } from './types';

// Ids increase over time within an order and serve as `afterId`; `sender` is computed for whoever reads, so the
// same log reads SELF / COUNTERPARTY / SYSTEM per user.

export function appendMessage(orderId: string, message: NewChatRecord): ChatRecord {
  return recordMessage(getState(), orderId, message);
}

/** A platform notice in the order's chat, worded for each reader when the chat is read (viewMessage). */
export function systemNotice(order: OrderRecord, notice: SystemNotice, at: number): void {
  appendMessage(order.orderId, systemRecord(notice, at));
}

/**
 * The notice for the owner's side in a simulated order; in a two-party order each party gets the one worded for their
 * side (docs/product-rules.md §18.10).
 */
export function roleNotice(order: OrderRecord, notices: { buyer: SystemNotice; seller: SystemNotice }, at: number) {
  if (!isTwoParty(order)) return systemNotice(order, order.side === 'B' ? notices.buyer : notices.seller, at);
  const { buyerId, sellerId } = realParties(order);
  appendMessage(order.orderId, { ...systemRecord(notices.buyer, at), readerId: buyerId });
  appendMessage(order.orderId, { ...systemRecord(notices.seller, at), readerId: sellerId });
}

/** The simulated counterparty writes; a real one writes for themselves, so nothing is said in their name. */
export function counterpartySays(order: OrderRecord, content: string, at: number): void {
  if (isTwoParty(order)) return;
  appendMessage(order.orderId, {
    authorId: order.counterparty.userId,
    nickname: order.counterparty.nickname,
    type: 'TEXT',
    content,
    createdAt: at,
  });
}

export function messagesOf(orderId: string, afterId?: number): ChatRecord[] {
  const log = getState().chat.get(orderId) ?? [];
  return afterId === undefined ? [...log] : log.filter((m) => m.id > afterId);
}

/** The messages a reader sees: all but the notices worded for the other party. */
export function messagesFor(orderId: string, readerId: string, afterId?: number): ChatRecord[] {
  return messagesOf(orderId, afterId).filter((m) => m.readerId === undefined || m.readerId === readerId);
}

export function viewMessage(record: ChatRecord, viewerId: string, language?: string | null): ChatMessage {
  const sender = record.authorId === null ? 'SYSTEM' : record.authorId === viewerId ? 'SELF' : 'COUNTERPARTY';
  return {
    id: String(record.id),
    orderId: record.orderId,
    clientMsgId: record.clientMsgId,
    sender,
    senderNickname: record.nickname,
    type: record.type,
    content: record.notice ? wordNotice(record.notice, language) : record.content,
    fileUrl: record.fileUrl,
    fileName: record.fileName,
    fileSize: record.fileSize,
    createdAt: new Date(record.createdAt).toISOString(),
    ...(record.customerService ? { customerService: true } : {}),
  };
}
