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
