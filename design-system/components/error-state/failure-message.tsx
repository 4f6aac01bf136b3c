import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

interface FailureMessageProps {
  /** The screen's own sentence, e.g. 'Your orders could not be loaded.' */
  text: ReactNode;
  /** Why, when known: the network text or the server's message. */
  reason?: string | null;
}

/** A failure as the user reads it everywhere: what could not be done, and on a line of its own why. */
export function FailureMessage({ text, reason }: FailureMessageProps) {
  return (
    <>
      <span>{text}</span>
      {reason && (
        <Box component="span" sx={{ display: 'block', typography: 'body2' }}>
          {reason}
        </Box>
      )}
    </>
  );
}
