// The list's row sizes, shared by the virtualizer (components/virtual-list-layout.ts), the skeleton and the early
// rows: a pure module, since the early rows' script carries no React.

/** Row heights before measuring; a close guess keeps the first render to the rows that fit the screen. */
export const ROW_PX = { wide: 67, narrow: 150 } as const;
/** The space between rows: cards on a phone, table lines from `md` up. */
export const GAP_PX = { wide: 0, narrow: 8 } as const;
/** Table lines from here up (the theme's `md`), cards below. */
const WIDE_QUERY = '(min-width: 900px)';

export const isWide = () => typeof window !== 'undefined' && window.matchMedia?.(WIDE_QUERY).matches === true;
