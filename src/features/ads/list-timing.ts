/** User Timing mark: the first render of the list screen that has ads to show (read by scripts/bench/list-10k.ts). */
export const LIST_DATA_MARK = 'ads:list-data';

let marked = false;

/** Marks the first render with ads in hand, once per load: what follows is the list's own rendering cost. */
export function markListData(): void {
  if (marked || typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  marked = true;
  performance.mark(LIST_DATA_MARK);
}
