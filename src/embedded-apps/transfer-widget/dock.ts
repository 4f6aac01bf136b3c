/**
 * The Transfer button docks into the header's row, since floating over the page it covered the ads on a phone.
 * src/app/shell.css puts the widget's container over this slot, so both sides must use these numbers.
 */
export const DOCK = {
  rowHeight: 56,
  /** At least the 24 px tap target of WCAG 2.5.8, and no more than a phone's one row allows. */
  button: { xs: 32, sm: 36 },
  inset: { xs: 8, sm: 16 },
} as const;
