/** User Timing mark: the first render of the list screen that has ads to show (read by scripts/bench/list-10k.ts). */
export const LIST_DATA_MARK = 'p2p:list-data';

let marked = false;

/**
 * Marks the moment the list screen first renders with its ads in hand, once per page load. The time from here
 * to the first row on screen is the list's own rendering cost (issue 7 budget: 300 ms at 4x CPU), whether the
 * ads arrived before the screen's code and texts (prefetched at start-up) or after.
 */
export function markListData(): void {
  if (marked || typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  marked = true;
  performance.mark(LIST_DATA_MARK);
}
