import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { BOTTOM_BAR_VAR } from '@ds';

/** The bar's height on a phone, kept free at the bottom of the page so it never covers the page's end. */
const PHONE_BAR_PX = 72;

export interface StepActionBarProps {
  children: ReactNode;
  /** The time left, shown beside the button on a phone, where the step's own figure scrolls away. */
  deadline?: ReactNode;
}

/** On a phone a bar fixed to the bottom of the screen, so the action stays in view while the trader scrolls. */
export function StepActionBar({ children, deadline }: StepActionBarProps) {
  return (
    <Box
      data-testid="step-action-bar"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        position: { xs: 'fixed', sm: 'static' },
        insetInline: { xs: 0 },
        bottom: { xs: 0 },
        zIndex: { xs: 'appBar' },
        minHeight: { xs: PHONE_BAR_PX },
        px: { xs: 2, sm: 0 },
        pt: { xs: 1.25, sm: 0 },
        pb: { xs: 'calc(10px + env(safe-area-inset-bottom))', sm: 0 },
        bgcolor: { xs: 'background.paper', sm: 'transparent' },
        borderTop: { xs: 1, sm: 0 },
        borderColor: 'divider',
        boxShadow: { xs: 8, sm: 'none' },
        '& > .MuiButton-root': { flex: { xs: '1 1 auto', sm: '0 0 auto' }, minHeight: 44 },
      }}
    >
      {deadline && (
        // A copy of the time in the step's figures, which screen readers already hear: hidden from them here.
        <Box aria-hidden sx={{ display: { xs: 'block', sm: 'none' }, typography: 'h5', flexShrink: 0 }}>
          {deadline}
        </Box>
      )}
      {children}
      <GlobalStyles
        styles={(theme: Theme) => ({
          [theme.breakpoints.down('sm')]: {
            body: { paddingBottom: PHONE_BAR_PX, [BOTTOM_BAR_VAR]: `${PHONE_BAR_PX}px` },
          },
        })}
      />
    </Box>
  );
}
