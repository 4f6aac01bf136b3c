import { radii } from '../../tokens/layout';
import type { OverrideFactory } from './types';

/** Paper, cards and app bars. */
export const surfaceOverrides: OverrideFactory = (r) => ({
  MuiPaper: {
    // MUI lightens dark-mode paper with a white overlay; our surfaceRaised role already is the raised colour.
    styleOverrides: { root: { backgroundImage: 'none' }, outlined: { borderColor: r.border } },
  },
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: { root: { borderRadius: radii.lg } },
  },
});
