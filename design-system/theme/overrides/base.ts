import { numericFeatures } from '../../tokens/typography';
import type { OverrideFactory } from './types';

/** Global baseline: page colours, native controls in the right scheme, and one visible focus ring everywhere. */
export const baseOverrides: OverrideFactory = (r, mode) => ({
  MuiCssBaseline: {
    styleOverrides: {
      ':root': { colorScheme: mode },
      body: { backgroundColor: r.surface, color: r.text.primary },
      // Amounts and countdowns line up and do not jitter (tabular digits).
      'input, td, th': { fontVariantNumeric: numericFeatures },
      ':focus-visible': { outline: `2px solid ${r.focus}`, outlineOffset: 2 },
    },
  },
  MuiButtonBase: {
    // No ripple: a press answers by dimming at once, without the first ripple's style work that held up the press
    // itself by up to 150 ms on a slow phone (docs/performance.md, "Sort and narrow").
    defaultProps: { disableRipple: true },
    styleOverrides: {
      root: {
        '&.Mui-focusVisible': { outline: `2px solid ${r.focus}`, outlineOffset: 2 },
        '&:active:not(.Mui-disabled)': { opacity: 0.8 },
      },
    },
  },
});
