/**
 * Issue 18 point 5: the Transfer button docks into the header's row instead of floating over the page, where it
 * covered the text and buttons of the ads under it on a phone. The header keeps a slot of this size free at the
 * end of its row while the widget is shown (spec §3: the widget's visibility is a shared value), and
 * src/app/shell.css puts the widget's container over that slot. The same numbers on both sides keep them aligned.
 */
export const DOCK = {
  /** The header's one row (its bottom border comes on top). */
  rowHeight: 56,
  /** The button's side: a tap target of at least 24 px (WCAG 2.5.8), as small as a phone's one row needs. */
  button: { xs: 32, sm: 36 },
  /** From the window's end edge: the header row's own padding. */
  inset: { xs: 8, sm: 16 },
} as const;
