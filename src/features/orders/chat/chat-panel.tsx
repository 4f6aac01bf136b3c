import { useDeferredValue, useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, Counterparty } from '@/api/generated/models';
import { FailureMessage, LoadingState } from '@ds';
import { failureText } from '@/shared/api-failures';
import { ChatComposer } from './chat-composer';
import { PendingMessage, ServerMessage } from './message-item';
import { chatKey, useChatMessages } from './use-chat-messages';
import { useChatOutbox } from './use-chat-outbox';

export const CHAT_SECTION_ID = 'order-chat';

export interface ChatPanelProps {
  orderId: string;
  counterparty: Pick<Counterparty, 'userId' | 'nickname'>;
  /** False once the order is final: the chat is read-only and stops polling. */
  open: boolean;
  /** New counterparty or system messages after the first load, for the tab title and notifications. */
  onIncoming?: (messages: readonly ChatMessage[]) => void;
}

export function ChatPanel({ orderId, counterparty, open, onIncoming }: ChatPanelProps) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const chat = useChatMessages(orderId, open);
  const outbox = useChatOutbox(orderId);
  // Deferred like the order: new messages render in a transition rather than holding up the trader's typing.
  const list = useDeferredValue(chat.data?.list);
  const listRef = useRef<HTMLDivElement>(null);
  const seen = useRef<Set<string> | null>(null);

  // The closing system notice arrives with the final state: read the chat once more when polling stops.
  useEffect(() => {
    if (!open) void queryClient.invalidateQueries({ queryKey: chatKey(orderId) });
  }, [open, orderId, queryClient]);

  const { entries, discard } = outbox;
  useEffect(() => {
    if (!list) return;
    // A message that reached the server before a reload or a lost answer shows once, as the server has it.
    const stored = new Set(list.map((m) => m.clientMsgId).filter(Boolean));
    for (const entry of entries)
      if (stored.has(entry.clientMsgId) && entry.status === 'failed') discard(entry.clientMsgId);
    if (seen.current === null) {
      seen.current = new Set(list.map((m) => m.id));
      return;
    }
    const fresh = list.filter((m) => !seen.current?.has(m.id));
    fresh.forEach((m) => seen.current?.add(m.id));
    const incoming = fresh.filter((m) => m.sender !== 'SELF');
    if (incoming.length > 0) onIncoming?.(incoming);
  }, [list, entries, discard, onIncoming]);

  const stored = new Set(list?.map((m) => m.clientMsgId).filter(Boolean));
  const pending = entries.filter((e) => !stored.has(e.clientMsgId));
  const count = (list?.length ?? 0) + pending.length;

  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);

  return (
    <Paper
      component="section"
      id={CHAT_SECTION_ID}
      aria-labelledby="order-chat-heading"
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography id="order-chat-heading" variant="h6" component="h2">
        {t('heading', { name: counterparty.nickname })}
      </Typography>
      {chat.isPending ? (
        <LoadingState variant="spinner" label={t('loading')} />
      ) : chat.isError && !chat.data ? (
        <Alert severity="error" action={<Button onClick={() => void chat.refetch()}>{t('retry')}</Button>}>
          <FailureMessage text={t('loadFailed')} reason={failureText(chat.error, t)} />
        </Alert>
      ) : null}
      {/* The log is the scrolling box, focusable so the keyboard can scroll it (WCAG 2.1.1); the messages inside
          stay a real list (a role on the <ul> itself would take its list semantics away). */}
      <Box
        ref={listRef}
        role="log"
        aria-label={t('label')}
        tabIndex={0}
        sx={{ maxHeight: { xs: 360, md: 480 }, overflowY: 'auto' }}
      >
        <Box component="ul" sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {list?.map((m) => (
            <ServerMessage key={m.id} message={m} counterpartyId={counterparty.userId} />
          ))}
          {pending.map((e) => (
            <PendingMessage key={e.clientMsgId} entry={e} onRetry={outbox.retry} onDiscard={discard} />
          ))}
        </Box>
      </Box>
      {chat.data && count === 0 && <Typography sx={{ color: 'text.secondary' }}>{t('empty')}</Typography>}
      {open ? (
        <ChatComposer orderId={orderId} onSendText={outbox.sendText} onSendFile={outbox.sendFile} />
      ) : (
        <Alert severity="info">{t('readOnly')}</Alert>
      )}
    </Paper>
  );
}
