import { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@/api/generated/models';
import { compareIds, lastIdOf, mergeMessages, type ChatLog } from '@/features/orders/chat/merge-messages';
import { addSentMessage, chatKey } from '@/features/orders/chat/use-chat-messages';

const msg = (id: string, content = id): ChatMessage => ({
  id,
  orderId: 'o1',
  clientMsgId: null,
  sender: 'COUNTERPARTY',
  senderNickname: 'Maria',
  type: 'TEXT',
  content,
  fileUrl: null,
  fileName: null,
  fileSize: null,
  createdAt: '2025-04-15T08:30:00Z',
});

describe('merging polled chat pages', () => {
  it('orders digit ids numerically, also past 2^53 and across lengths', () => {
    expect(['10', '9', '100', '9007199254740993', '9007199254740992'].sort(compareIds)).toEqual([
      '9',
      '10',
      '100',
      '9007199254740992',
      '9007199254740993',
    ]);
  });

  it('keeps one copy per id (the newer), oldest first', () => {
    const merged = mergeMessages([msg('1'), msg('3')], [msg('3', 'edited'), msg('2'), msg('10')]);
    expect(merged.map((m) => `${m.id}:${m.content}`)).toEqual(['1:1', '2:2', '3:edited', '10:10']);
    expect(lastIdOf(merged)).toBe('10');
    expect(lastIdOf([])).toBeNull();
  });

  it('a message we sent joins the list but does not move the poll cursor past unseen messages', () => {
    const client = new QueryClient();
    client.setQueryData<ChatLog>(chatKey('o1'), { list: [msg('5')], cursor: '5' });
    addSentMessage(client, 'o1', { ...msg('8'), sender: 'SELF' });
    const log = client.getQueryData<ChatLog>(chatKey('o1'));
    expect(log?.list.map((m) => m.id)).toEqual(['5', '8']);
    // Message 6 or 7 from the counterparty may exist: the next poll must still ask for what came after 5.
    expect(log?.cursor).toBe('5');
  });
});
