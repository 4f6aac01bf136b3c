import type { ChatMessage } from '@/api/generated/models';
import { wordNotice, type SystemNotice } from '../fixtures/system-notices';
import { recordMessage, systemRecord, type NewChatRecord } from './chat-record';
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

export function counterpartySays(order: OrderRecord, content: string, at: number): void {
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
