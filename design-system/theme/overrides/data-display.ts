import { radii } from '../../tokens/layout';
import type { OverrideFactory } from './types';

export const dataDisplayOverrides: OverrideFactory = (r) => ({
  MuiChip: {
    styleOverrides: {
      root: { borderRadius: radii.sm, fontWeight: 500 },
      outlined: { borderColor: r.border },
    },
  },
  MuiAvatar: {
    styleOverrides: { root: { fontWeight: 600 } },
  },
  MuiTypography: {
    defaultProps: { variantMapping: { amount: 'span' } },
  },
  MuiDivider: {
    styleOverrides: { root: { borderColor: r.border } },
  },
});
