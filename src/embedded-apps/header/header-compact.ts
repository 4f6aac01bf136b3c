import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@ds';

/**
 * Issue 18 point 5: at 360 px the header must stay one row in all 17 languages, so below 600 px some controls
 * show an icon instead of their words. The words stay in the control as its accessible name (visually hidden:
 * still read out, and matched by the same name in tests), so icon and text are never two different labels.
 */
export const COMPACT_TEXT = 'Header-text';
export const COMPACT_ICON = 'Header-icon';

export const compactStyles = (theme: Theme) => ({
  [`& .${COMPACT_ICON}`]: { display: 'none' },
  [theme.breakpoints.down('sm')]: {
    [`& .${COMPACT_TEXT}`]: visuallyHidden,
    [`& .${COMPACT_ICON}`]: { display: 'block' },
  },
});
