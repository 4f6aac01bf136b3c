import type { Theme } from '@mui/material/styles';
import type { ToneName } from '../tokens/roles';

/** Tinted fill with its readable text colour, e.g. for status chips. */
export const softTone = (tone: ToneName) => (theme: Theme) => ({
  backgroundColor: theme.palette.roles[tone].soft,
  color: theme.palette.roles[tone].onSoft,
});

/** Text kept for screen readers but not drawn (the usual clip pattern). */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
