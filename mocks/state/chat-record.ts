import { wordNotice, type SystemNotice } from '../fixtures/system-notices';
import type { ChatRecord, MockState } from './types';

// Takes the state rather than reading the store, so the store can seed its order history with it before
// getState() is ready.

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

/** Keeps the notice's English words for a reader without a language. */
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
