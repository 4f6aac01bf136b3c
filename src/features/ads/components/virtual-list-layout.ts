import { windowScroll, type Virtualizer, type VirtualizerOptions } from '@tanstack/react-virtual';

// How the ad list's window virtualizer guesses, measures and scrolls without forcing a layout in React's commit
// (issue 7: first rows within 300 ms at 4x CPU, Lighthouse TBT).

/**
 * Row heights before measuring, as measured in Chromium (issue 18 layout): a line of the ads table from the md
 * breakpoint (900 px) up, a compact card below it. A close guess keeps the first render to the rows that fit the
 * screen (issue 7: first rows within 300 ms at 4x CPU): a desktop guess on a phone rendered twice the rows it shows.
 * The table's lines touch (their borders divide them); the cards have a gap.
 */
export const ROW_PX = { wide: 67, narrow: 150 } as const;
const GAP_PX = { wide: 0, narrow: 8 } as const;
const WIDE_QUERY = '(min-width: 900px)';

const isWide = () => typeof window !== 'undefined' && window.matchMedia?.(WIDE_QUERY).matches === true;

export function estimateRowPx(): number {
  return isWide() ? ROW_PX.wide : ROW_PX.narrow;
}

export function rowGapPx(): number {
  return isWide() ? GAP_PX.wide : GAP_PX.narrow;
}

/**
 * The window's size before the virtualizer has observed it. Without it the first render assumes a window 0 px
 * high and shows only the overscan rows; the rest came in a synchronous re-render from the virtualizer's layout
 * effect, one long task that blocked the main thread (issue 7: first rows, Lighthouse TBT). With it, the first
 * render (a transition, sliced into short tasks) already holds every row that fits the screen.
 */
export function viewportRect(): { width: number; height: number } {
  return typeof window === 'undefined'
    ? { width: 0, height: 0 }
    : { width: window.innerWidth, height: window.innerHeight };
}

/**
 * A row's height as the browser laid it out. From the ResizeObserver (after layout) it is the observed box;
 * from the row's ref, during React's commit, it is the height already known, so mounting rows never forces a
 * layout of the page in the middle of the commit (issue 7: the forced layout and the re-render it caused made
 * the first screen's commit one long task, Lighthouse TBT). Every mounted row is observed, so its real height
 * follows right after the browser's layout, before the frame is painted.
 */
export function measureAfterLayout(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, Element>,
): number {
  if (entry) {
    const box = entry.borderBoxSize?.[0];
    return Math.round(box ? box.blockSize : (element as HTMLElement).offsetHeight);
  }
  return instance.measurementsCache[instance.indexFromElement(element)]?.size ?? instance.options.estimateSize(0);
}

type WindowScrollTo = VirtualizerOptions<Window, Element>['scrollToFn'];

/**
 * The virtualizer's window scrolling, less its first write. When it mounts, virtual-core scrolls the window to
 * the offset it read while rendering, where the window already is; a scrollTo in React's commit forces a
 * layout of the whole page there (issue 7: one long task, Lighthouse TBT). Later writes (keeping the rows on
 * screen still when rows above them change height) go through.
 */
export function scrollAfterMount(): WindowScrollTo {
  let mounted = false;
  return (offset, options, instance) => {
    const mounting = !mounted;
    mounted = true;
    if (mounting && !options.adjustments && !options.behavior) return;
    windowScroll(offset, options, instance);
  };
}

/** Reports the element's distance from the top of the page whenever its size changes, read after layout. */
export function watchPageTop(element: HTMLElement, report: (top: number) => void): () => void {
  if (typeof ResizeObserver === 'undefined') {
    report(element.getBoundingClientRect().top + window.scrollY);
    return () => undefined;
  }
  const observer = new ResizeObserver(() => report(element.getBoundingClientRect().top + window.scrollY));
  observer.observe(element);
  return () => observer.disconnect();
}
