import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { softTone } from '@ds';

type BubbleSide = 'self' | 'other' | 'system' | 'support';

export interface ChatBubbleProps {
  side: BubbleSide;
  /** Sender name (a link to their profile) or 'System notice', rendered as text. */
  author?: ReactNode;
  time?: string;
  footer?: ReactNode;
  children: ReactNode;
}

const TONE = { self: 'accent', other: 'neutral', system: 'warning', support: 'info' } as const;

/**
 * SYSTEM notices are centred in another colour, so a platform notice is never mistaken for the counterparty; customer
 * service writes from the left in a colour of its own, its name said in words.
 */
export function ChatBubble({ side, author, time, footer, children }: ChatBubbleProps) {
  const align = side === 'self' ? 'flex-end' : side === 'system' ? 'center' : 'flex-start';
  return (
    <Box
      component="li"
      data-side={side}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: align, listStyle: 'none' }}
    >
      <Box
        sx={[
          softTone(TONE[side]),
          {
            maxWidth: side === 'system' ? '92%' : '80%',
            px: 1.5,
            py: 1,
            borderRadius: 2,
            overflowWrap: 'anywhere',
            whiteSpace: 'pre-wrap',
            textAlign: side === 'system' ? 'center' : 'start',
          },
        ]}
      >
        {(author || time) && (
          <Typography
            variant="caption"
            component="div"
            sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', opacity: 0.85, mb: 0.25 }}
          >
            {author && <span>{author}</span>}
            {time && <time>{time}</time>}
          </Typography>
        )}
        <Typography variant="body2" component="div">
          {children}
        </Typography>
      </Box>
      {footer}
    </Box>
  );
}
