import { radii } from '../../tokens/layout';
import type { OverrideFactory } from './types';

export const surfaceOverrides: OverrideFactory = (r) => ({
  MuiPaper: {
    // MUI lightens dark-mode paper with a white overlay; our surfaceRaised role already is the raised colour.
    styleOverrides: { root: { backgroundImage: 'none' }, outlined: { borderColor: r.border } },
  },
  MuiAppBar: {
    // MUI's default app bar is its own grey ramp (grey[100] / grey[900]), outside our roles and their contrast.
    styleOverrides: { colorDefault: { backgroundColor: r.surfaceRaised, color: r.text.primary } },
  },
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: { root: { borderRadius: radii.lg } },
  },
});
