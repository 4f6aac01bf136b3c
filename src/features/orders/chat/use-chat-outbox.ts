import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSendChatMessage } from '@/api/generated/endpoints/chat/chat';
import { useUploadFile } from '@/api/generated/endpoints/files/files';
import type { SendChatMessageRequest } from '@/api/generated/models';
import { newClientKey } from '@/shared/api-failures';
import { withBoundedName } from '@/shared/upload-file-name';
import { addSentMessage } from './use-chat-messages';
import { loadOutbox, saveOutbox, type OutboxEntry } from './outbox-storage';

/** A message keeps its clientMsgId through retries and reloads, so the server stores it once; calls are silent. */
export function useChatOutbox(orderId: string) {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<OutboxEntry[]>(() => loadOutbox(orderId));
  const files = useRef(new Map<string, File>());
  const inFlight = useRef(new Set<string>());
  const { mutateAsync: send } = useSendChatMessage({ request: { silent: true } });
  const { mutateAsync: upload } = useUploadFile({ request: { silent: true } });

  useEffect(() => saveOutbox(orderId, entries), [orderId, entries]);

  const patch = useCallback((id: string, change: Partial<OutboxEntry>) => {
    setEntries((list) => list.map((e) => (e.clientMsgId === id ? { ...e, ...change } : e)));
  }, []);

  const remove = useCallback((id: string) => {
    files.current.delete(id);
    setEntries((list) => list.filter((e) => e.clientMsgId !== id));
  }, []);

  const deliver = useCallback(
    async (entry: OutboxEntry) => {
      const id = entry.clientMsgId;
      if (inFlight.current.has(id) || entry.lost) return;
      inFlight.current.add(id);
      patch(id, { status: 'sending' });
      try {
        let body: SendChatMessageRequest;
        if (entry.kind === 'TEXT') {
          body = { orderId, type: 'TEXT', content: entry.content, clientMsgId: id };
        } else {
          let uploaded = entry.upload;
          const file = files.current.get(id);
          if (!uploaded) {
            if (!file) throw new Error('The attachment is no longer available.');
            uploaded = await upload({ data: { file: withBoundedName(file) } });
            patch(id, { upload: uploaded });
          }
          const type = uploaded.contentType.startsWith('image/') ? 'IMAGE' : 'FILE';
          body = {
            orderId,
            type,
            fileUrl: uploaded.fileUrl,
            fileName: uploaded.fileName,
            fileSize: uploaded.fileSize,
            clientMsgId: id,
          };
        }
        addSentMessage(queryClient, orderId, await send({ data: body }));
        remove(id);
      } catch {
        patch(id, { status: 'failed' });
      } finally {
        inFlight.current.delete(id);
      }
    },
    [orderId, patch, queryClient, remove, send, upload],
  );

  const enqueue = useCallback(
    (entry: Omit<OutboxEntry, 'clientMsgId' | 'status' | 'createdAt'>, file?: File) => {
      const full: OutboxEntry = {
        ...entry,
        clientMsgId: newClientKey(),
        status: 'sending',
        createdAt: new Date().toISOString(),
      };
      if (file) files.current.set(full.clientMsgId, file);
      setEntries((list) => [...list, full]);
      void deliver(full);
    },
    [deliver],
  );

  const sendText = useCallback((content: string) => enqueue({ kind: 'TEXT', content }), [enqueue]);
  const sendFile = useCallback(
    (file: File) => enqueue({ kind: 'ATTACHMENT', content: '', fileName: file.name, fileSize: file.size }, file),
    [enqueue],
  );
  const retry = useCallback((entry: OutboxEntry) => void deliver(entry), [deliver]);

  return { entries, sendText, sendFile, retry, discard: remove };
}
