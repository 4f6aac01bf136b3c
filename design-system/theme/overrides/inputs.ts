import { radii } from '../../tokens/layout';
import type { OverrideFactory } from './types';

export const inputOverrides: OverrideFactory = (r) => ({
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: { borderRadius: radii.md, minHeight: 40, paddingInline: 16 },
      sizeSmall: { minHeight: 32, paddingInline: 12 },
      sizeLarge: { minHeight: 48, paddingInline: 24 },
    },
  },
  MuiIconButton: {
    styleOverrides: { root: { borderRadius: radii.md } },
  },
  MuiTextField: {
    defaultProps: { variant: 'outlined', fullWidth: true },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: {
        backgroundColor: r.surfaceRaised,
        borderRadius: radii.md,
        '& .MuiOutlinedInput-notchedOutline': { borderColor: r.borderStrong },
        '&:hover:not(.Mui-disabled) .MuiOutlinedInput-notchedOutline': { borderColor: r.text.secondary },
        '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: r.focus, borderWidth: 2 },
        '&.Mui-error .MuiOutlinedInput-notchedOutline': { borderColor: r.negative.main },
      },
    },
  },
  MuiInputLabel: {
    // A focused label is text: it takes the accent (4.5:1), not the focus ring colour (only 3:1 is promised).
    styleOverrides: { root: { color: r.text.secondary, '&.Mui-focused': { color: r.accent.main } } },
  },
  MuiFormHelperText: {
    styleOverrides: { root: { marginInline: 2 } },
  },
  MuiAutocomplete: {
    styleOverrides: {
      paper: { backgroundColor: r.surfaceRaised, border: `1px solid ${r.border}` },
      option: { gap: 8 },
    },
  },
});
