import { wordNotice, type SystemNotice } from '../fixtures/system-notices';
import type { ChatRecord, MockState } from './types';

// Storing one chat message in a given state: numbered from the state's chat sequence, filed under its order.
// It takes the state rather than reading the store, so the store can seed its order history with it before
// getState() is ready (store.ts -> seed-orders.ts -> here), and chat-log.ts writes through it for live orders.

export type NewChatRecord = Omit<ChatRecord, 'id' | 'orderId' | 'clientMsgId' | 'fileUrl' | 'fileName' | 'fileSize'> &
  Partial<Pick<ChatRecord, 'clientMsgId' | 'fileUrl' | 'fileName' | 'fileSize'>>;

export function recordMessage(state: MockState, orderId: string, message: NewChatRecord): ChatRecord {
  const record: ChatRecord = {
    clientMsgId: null,
    fileUrl: null,
    fileName: null,
    fileSize: null,
    ...message,
    id: state.seq.chat,
    orderId,
  };
  state.seq.chat += 1;
  const log = state.chat.get(orderId) ?? [];
  log.push(record);
  state.chat.set(orderId, log);
  return record;
}

/** The stored form of a system notice: its key and values, and its English words for a reader without a language. */
export function systemRecord(notice: SystemNotice, at: number): NewChatRecord {
  return {
    authorId: null,
    nickname: 'System',
    type: 'SYSTEM',
    content: wordNotice(notice, 'en'),
    notice,
    createdAt: at,
  };
}
