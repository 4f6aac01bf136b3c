import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StepActionBar } from './step-action-bar';

/** The step's heading, where focus goes when the trader has just placed the order. */
export const STEP_TITLE_ID = 'order-step-title';

export interface StepFrameProps {
  title: string;
  texts?: readonly string[];
  tone?: 'info' | 'success' | 'warning' | 'error';
  summary?: ReactNode;
  /** News for this step from the counterparty, e.g. their reminder, read before what to do. */
  notice?: ReactNode;
  /** What the buttons depend on, e.g. the seller's payment details. */
  details?: ReactNode;
  primary?: ReactNode;
  deadline?: ReactNode;
  children?: ReactNode;
}

const ACCENT = { info: 'info.main', success: 'success.main', warning: 'warning.main', error: 'error.main' } as const;

/** Every order step in reading order: what is happening, the figures, what to do, its details, then the buttons. */
export function StepFrame({
  title,
  texts = [],
  tone = 'info',
  summary,
  notice,
  details,
  primary,
  deadline,
  children,
}: StepFrameProps) {
  return (
    <Paper
      component="section"
      aria-labelledby={STEP_TITLE_ID}
      variant="outlined"
      data-tone={tone}
      sx={{ p: { xs: 2, sm: 2.5 }, borderTop: 4, borderTopColor: ACCENT[tone] }}
    >
      <Stack spacing={2}>
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1.5 }}
        >
          {/* Focused by script only (the order just placed), so it is not a Tab stop. */}
          <Typography id={STEP_TITLE_ID} tabIndex={-1} variant="h4" component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {primary && <StepActionBar deadline={deadline}>{primary}</StepActionBar>}
        </Box>
        {summary}
        {notice}
        {texts.length > 0 && (
          <Stack spacing={0.5}>
            {texts.map((text) => (
              <Typography key={text} variant="body2" sx={{ color: 'text.secondary' }}>
                {text}
              </Typography>
            ))}
          </Stack>
        )}
        {details}
        {children && (
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              '& > .MuiButton-root': { flex: { xs: '1 1 100%', sm: '0 0 auto' }, minHeight: 44 },
            }}
          >
            {children}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
