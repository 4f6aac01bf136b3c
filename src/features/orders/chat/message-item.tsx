import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@/api/generated/models';
import { formatTime } from '@/shared/i18n';
import { AdvertiserLink } from '@/shared/routing/advertiser-link';
import { ChatAttachment } from './chat-attachment';
import { ChatBubble } from './chat-bubble';
import type { OutboxEntry } from './outbox-storage';

function StatusLine({ text, error = false }: { text: string; error?: boolean }) {
  return (
    <Typography variant="caption" sx={{ color: error ? 'error.main' : 'text.secondary', mt: 0.25 }}>
      {text}
    </Typography>
  );
}

/** A message the server has: counterparty and system text rendered as text, never HTML. */
export function ServerMessage({ message, counterpartyId }: { message: ChatMessage; counterpartyId: string }) {
  const { t } = useTranslation('chat');
  const side =
    message.sender === 'SELF'
      ? 'self'
      : message.customerService
        ? 'support'
        : message.sender === 'SYSTEM'
          ? 'system'
          : 'other';
  const author =
    side === 'support' ? (
      <Box component="strong">{t('customerService')}</Box>
    ) : side === 'system' ? (
      t('system')
    ) : side === 'self' ? (
      t('you')
    ) : (
      <AdvertiserLink userId={counterpartyId}>{message.senderNickname}</AdvertiserLink>
    );
  const attachment = message.type === 'IMAGE' || message.type === 'FILE';
  return (
    <ChatBubble
      side={side}
      author={author}
      time={formatTime(message.createdAt)}
      footer={side === 'self' ? <StatusLine text={t('status.sent')} /> : undefined}
    >
      {attachment ? (
        <ChatAttachment
          image={message.type === 'IMAGE'}
          fileUrl={message.fileUrl}
          fileName={message.fileName ?? ''}
          fileSize={message.fileSize}
        />
      ) : (
        message.content
      )}
    </ChatBubble>
  );
}

export interface PendingMessageProps {
  entry: OutboxEntry;
  onRetry: (entry: OutboxEntry) => void;
  onDiscard: (clientMsgId: string) => void;
}

/** Our message before the server confirmed it: sending, or failed with Retry (same clientMsgId, no duplicate). */
export function PendingMessage({ entry, onRetry, onDiscard }: PendingMessageProps) {
  const { t } = useTranslation('chat');
  const failed = entry.status === 'failed';
  const footer = failed ? (
    <Box
      role="alert"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5 }}
    >
      <StatusLine error text={entry.lost ? t('fileLost') : t('errors:sendMessageFailed')} />
      {!entry.lost && (
        <Button size="small" onClick={() => onRetry(entry)}>
          {t('retry')}
        </Button>
      )}
      <Button size="small" color="neutral" onClick={() => onDiscard(entry.clientMsgId)}>
        {t('discard')}
      </Button>
    </Box>
  ) : (
    <StatusLine text={t('status.sending')} />
  );
  return (
    <ChatBubble side="self" author={t('you')} time={formatTime(entry.createdAt)} footer={footer}>
      {entry.kind === 'TEXT' ? (
        entry.content
      ) : (
        <ChatAttachment
          image={false}
          fileUrl={null}
          fileName={entry.fileName ?? ''}
          fileSize={entry.fileSize ?? null}
        />
      )}
    </ChatBubble>
  );
}
