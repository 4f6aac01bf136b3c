/** What a row shows for a moment after a refresh, or until it can be dropped ('gone') (docs/product-rules.md §7.13). */
export type RowMark = 'price' | 'terms' | 'price-terms' | 'new' | 'gone';

/** How long a changed or new row stays marked. */
export const MARK_MS = 4_000;

export const NO_MARKS: ReadonlyMap<string, RowMark> = new Map();
