import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getChatMessages, getGetChatMessagesQueryKey } from '@/api/generated/endpoints/chat/chat';
import type { ChatMessage } from '@/api/generated/models';
import type { ApiError } from '@/api/http/api-error';
import { nextPollMs } from '../hooks/use-order-details';
import { lastIdOf, mergeMessages, type ChatLog } from './merge-messages';

const CHAT_POLL_MS = 3_000;

/** The generated key, so invalidating it (after an order action) refreshes this chat. */
export const chatKey = (orderId: string) => getGetChatMessagesQueryKey({ orderId });

/** Incremental polling: later reads fetch only what came after the cursor. Silent: the panel shows its own error. */
export function useChatMessages(orderId: string, live: boolean) {
  const queryClient = useQueryClient();
  return useQuery<ChatLog, ApiError>({
    queryKey: chatKey(orderId),
    queryFn: async ({ signal }) => {
      const cursor = queryClient.getQueryData<ChatLog>(chatKey(orderId))?.cursor ?? null;
      const page = await getChatMessages(cursor ? { orderId, afterId: cursor } : { orderId }, { silent: true }, signal);
      // Read the cache again: a message sent meanwhile was merged into it.
      const latest = queryClient.getQueryData<ChatLog>(chatKey(orderId));
      return { list: mergeMessages(latest?.list ?? [], page.list), cursor: lastIdOf(page.list) ?? cursor };
    },
    staleTime: 0,
    refetchInterval: live ? (q) => nextPollMs(q, CHAT_POLL_MS) : false,
    refetchIntervalInBackground: false,
  });
}

/** Our own message as the server stored it, shown at once instead of at the next poll. */
export function addSentMessage(queryClient: QueryClient, orderId: string, message: ChatMessage): void {
  queryClient.setQueryData<ChatLog>(chatKey(orderId), (old) => ({
    list: mergeMessages(old?.list ?? [], [message]),
    cursor: old?.cursor ?? null,
  }));
}
