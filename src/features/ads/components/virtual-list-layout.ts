import { windowScroll, type Virtualizer, type VirtualizerOptions } from '@tanstack/react-virtual';
import { GAP_PX, ROW_PX, isWide } from '../list-geometry';

// How the ad list's window virtualizer guesses, measures and scrolls without forcing a layout in React's commit.

export function estimateRowPx(): number {
  return isWide() ? ROW_PX.wide : ROW_PX.narrow;
}

export function rowGapPx(): number {
  return isWide() ? GAP_PX.wide : GAP_PX.narrow;
}

/** The window's size before it is observed, so the first render already holds every row that fits the screen. */
export function viewportRect(): { width: number; height: number } {
  return typeof window === 'undefined'
    ? { width: 0, height: 0 }
    : { width: window.innerWidth, height: window.innerHeight };
}

/** Takes the height already known during React's commit, so mounting rows never forces a layout mid-commit. */
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

/** Skips the first window scroll, to where the window already is, which would force a layout in React's commit. */
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
