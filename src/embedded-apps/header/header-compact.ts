import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@ds';

/**
 * On a phone the header must stay one row in every language, so some controls show an icon instead of their words.
 * The words stay as the visually hidden accessible name, so icon and text are never two different labels.
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
