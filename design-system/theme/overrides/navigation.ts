import type { OverrideFactory } from './types';

export const navigationOverrides: OverrideFactory = (r) => ({
  MuiPaginationItem: {
    styleOverrides: {
      root: {
        fontVariantNumeric: 'tabular-nums',
        '&.Mui-selected': { backgroundColor: r.accent.soft, color: r.accent.onSoft },
      },
    },
  },
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: { root: { color: r.accent.main } },
  },
  MuiTab: {
    styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
  },
});
