import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface StepFrameProps {
  title: string;
  /** Short explanations, one paragraph each. */
  texts?: readonly string[];
  tone?: 'info' | 'success' | 'warning' | 'error';
  /** The step's buttons. */
  children?: ReactNode;
}

/** The frame of every order step: what is happening, what to do, and the buttons for it. */
export function StepFrame({ title, texts = [], tone = 'info', children }: StepFrameProps) {
  return (
    <Stack component="section" aria-labelledby="order-step-title" spacing={1.5}>
      <Alert severity={tone} icon={false}>
        <Typography id="order-step-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {texts.map((text) => (
          <Typography key={text} variant="body2" sx={{ mt: 0.5 }}>
            {text}
          </Typography>
        ))}
      </Alert>
      {children && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{children}</Box>}
    </Stack>
  );
}
