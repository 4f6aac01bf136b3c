import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatCountdown } from '@ds';

export interface WaitingButtonProps {
  label: string;
  /** Milliseconds until the order allows it; the button is disabled and counts down while above 0. */
  leftMs: number;
  /** Said once, on a line of its own under the step's buttons, and read with the button. */
  hint: ReactNode;
  loading?: boolean;
  onClick: () => void;
}

/** A step action the order allows only from a moment on (a reminder, an appeal): the countdown is seen, not read. */
export function WaitingButton({ label, leftMs, hint, loading, onClick }: WaitingButtonProps) {
  const hintId = useId();
  const waiting = leftMs > 0;
  return (
    <>
      <Button
        variant="outlined"
        color="neutral"
        disabled={waiting}
        loading={loading}
        onClick={onClick}
        aria-describedby={hint ? hintId : undefined}
      >
        {label}
        {waiting && (
          <Box component="span" aria-hidden sx={{ ml: 1, fontVariantNumeric: 'tabular-nums' }}>
            {formatCountdown(leftMs)}
          </Box>
        )}
      </Button>
      {/* After every button of the row, on a line of its own. */}
      {hint && (
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ flexBasis: '100%', order: 1 }}>
          {hint}
        </Typography>
      )}
    </>
  );
}
