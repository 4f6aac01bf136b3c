import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@ds';
import { CHAT_SECTION_ID } from './chat-panel';

/** The badge is for the eye; screen readers hear the count as part of the button's name. */
export function ChatJumpButton({ unread }: { unread: number }) {
  const { t } = useTranslation('orders');
  const jump = () => {
    const section = document.getElementById(CHAT_SECTION_ID);
    section?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    section?.querySelector<HTMLElement>('textarea, input')?.focus({ preventScroll: true });
  };
  return (
    <Badge
      badgeContent={unread}
      color="error"
      max={99}
      slotProps={{ badge: { 'aria-hidden': true } }}
      sx={{ display: { lg: 'none' } }}
    >
      <Button variant="outlined" size="small" onClick={jump}>
        {t('chatButton.text')}
        {unread > 0 && (
          <Box component="span" sx={visuallyHidden}>
            {/* The space keeps the name 'Chat 2 unread messages' where a browser joins inline text as it is. */}
            {` ${t('chatButton.unread', { count: unread })}`}
          </Box>
        )}
      </Button>
    </Badge>
  );
}
