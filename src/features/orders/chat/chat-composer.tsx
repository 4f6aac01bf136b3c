import { memo, useState, type FormEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { FileInput, OutlinedField } from '@ds';
import { loadDraft, saveDraft } from './outbox-storage';

/** Attachments must be under 10 MB: the upload answers 30010 at 10485760 bytes and above. */
const CHAT_FILE_MAX_BYTES = 10 * 1024 * 1024 - 1;
/** SendChatMessageRequest.content takes 1 to 1000 characters. */
const MAX_TEXT = 1000;
/** The attach button's container, so "Attach payment proof" in the order step can open it. */
export const CHAT_ATTACH_ID = 'order-chat-attach';

export interface ChatComposerProps {
  orderId: string;
  onSendText: (text: string) => void;
  onSendFile: (file: File) => void;
}

/** Memoised: the chat re-renders with every poll, and the growing text box measures its layout on each render. */
export const ChatComposer = memo(function ChatComposer({ orderId, onSendText, onSendFile }: ChatComposerProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState(() => loadDraft(orderId));

  const change = (value: string) => {
    setText(value);
    saveDraft(orderId, value);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const content = text.trim();
    if (!content) return;
    onSendText(content);
    change('');
  };

  // Enter sends, Shift+Enter starts a new line (IME composition is left alone).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {/* OutlinedField, not TextField: TextField brings Select, Menu and Popover into the order page's first load. */}
      <OutlinedField
        label={t('inputLabel')}
        placeholder={t('placeholder')}
        value={text}
        onChange={(e) => change(e.target.value)}
        onKeyDown={onKeyDown}
        growToLines={4}
        size="small"
        inputProps={{ maxLength: MAX_TEXT }}
      />
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'flex-start' }}
      >
        <Box id={CHAT_ATTACH_ID}>
          <FileInput
            accept={[]}
            maxBytes={CHAT_FILE_MAX_BYTES}
            onSelect={onSendFile}
            label={t('attach')}
            typeErrorMessage={t('attachmentType')}
            sizeErrorMessage={t('errors:attachmentSize')}
          />
        </Box>
        <Button type="submit" variant="contained" disabled={!text.trim()}>
          {t('send')}
        </Button>
      </Box>
    </Box>
  );
});
