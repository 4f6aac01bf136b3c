import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useWindowVirtualizer, windowScroll, type Virtualizer, type VirtualizerOptions } from '@tanstack/react-virtual';
import Box from '@mui/material/Box';
import type { Advertisement } from '@/api/generated/models';
import type { Language } from '@/shared/i18n';
import { whenIdle } from '@/shared/when-idle';
import { AdRow } from './ad-row';

export interface VirtualAdListProps {
  ads: Advertisement[];
  lang: Language;
  label: string;
  busy: boolean;
  hasMore: boolean;
  onEndReached: () => void;
  onTrade: (ad: Advertisement) => void;
}

/**
 * Row heights before measuring, as measured in Chromium: one line per row from the md breakpoint (900 px) up,
 * a stacked card below it. A close guess keeps the first render to the rows that fit the screen (issue 7:
 * first rows within 300 ms at 4x CPU): a desktop guess on a phone rendered twice the rows it shows.
 */
const ROW_PX = { wide: 94, narrow: 280 } as const;
const WIDE_QUERY = '(min-width: 900px)';
const FIRST_OVERSCAN = 1;
const OVERSCAN = 3;

function estimateRowPx(): number {
  return typeof window !== 'undefined' && window.matchMedia?.(WIDE_QUERY).matches ? ROW_PX.wide : ROW_PX.narrow;
}

/**
 * The window's size before the virtualizer has observed it. Without it the first render assumes a window 0 px
 * high and shows only the overscan rows; the rest came in a synchronous re-render from the virtualizer's layout
 * effect, one long task that blocked the main thread (issue 7: first rows, Lighthouse TBT). With it, the first
 * render (a transition, sliced into short tasks) already holds every row that fits the screen.
 */
function viewportRect(): { width: number; height: number } {
  return typeof window === 'undefined' ? { width: 0, height: 0 } : { width: window.innerWidth, height: window.innerHeight };
}

/**
 * A row's height as the browser laid it out. From the ResizeObserver (after layout) it is the observed box;
 * from the row's ref, during React's commit, it is the height already known, so mounting rows never forces a
 * layout of the page in the middle of the commit (issue 7: the forced layout and the re-render it caused made
 * the first screen's commit one long task, Lighthouse TBT). Every mounted row is observed, so its real height
 * follows right after the browser's layout, before the frame is painted.
 */
function measureAfterLayout(element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, Element>): number {
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
function scrollAfterMount(): WindowScrollTo {
  let mounted = false;
  return (offset, options, instance) => {
    const mounting = !mounted;
    mounted = true;
    if (mounting && !options.adjustments && !options.behavior) return;
    windowScroll(offset, options, instance);
  };
}

/** Reports the element's distance from the top of the page whenever its size changes, read after layout. */
function watchPageTop(element: HTMLElement, report: (top: number) => void): () => void {
  if (typeof ResizeObserver === 'undefined') {
    report(element.getBoundingClientRect().top + window.scrollY);
    return () => undefined;
  }
  const observer = new ResizeObserver(() => report(element.getBoundingClientRect().top + window.scrollY));
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Only the rows near the viewport are in the DOM, so thousands of advertisements stay smooth (issue 5, issue 7
 * budget: under 2,000 DOM nodes). The window scrolls, so the router's scroll restoration keeps the position.
 */
export function VirtualAdList({ ads, lang, label, busy, hasMore, onEndReached, onTrade }: VirtualAdListProps) {
  // The list's distance from the top of the page (filters sit above it), taken after the browser's own layout.
  // A state set from a ref would re-render in the middle of React's commit, so an effect starts the watch. This
  // update and the larger overscan below render as transitions, in short slices: rows mounting in one plain
  // update after the first screen was one long task (issue 7: Lighthouse TBT).
  const [scrollMargin, setScrollMargin] = useState(0);
  const listRef = useRef<HTMLElement | null>(null);
  useEffect(() => (listRef.current ? watchPageTop(listRef.current, (top) => startTransition(() => setScrollMargin(top))) : undefined), []);
  const [estimatePx] = useState(estimateRowPx);
  const [initialRect] = useState(viewportRect);
  const [scrollToFn] = useState(scrollAfterMount);
  // Rows rendered beyond the screen for smooth scrolling. The first render keeps one: each row is a few dozen
  // milliseconds on a slow phone, and rows below the fold delay the ones on screen (issue 7: first rows).
  const [overscan, setOverscan] = useState(FIRST_OVERSCAN);
  useEffect(() => {
    let live = true;
    void whenIdle().then(() => live && startTransition(() => setOverscan(OVERSCAN)));
    return () => {
      live = false;
    };
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: ads.length,
    initialRect,
    estimateSize: () => estimatePx,
    measureElement: measureAfterLayout,
    scrollToFn,
    // Measured heights move the rows and size the list in the DOM directly; React renders again only when
    // other rows come into range.
    directDomUpdates: true,
    overscan,
    gap: 12,
    scrollMargin,
    getItemKey: (index) => ads[index]?.adNo ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  const containerRef = virtualizer.containerRef;
  const sectionRef = useCallback(
    (node: HTMLElement | null) => {
      containerRef(node);
      listRef.current = node;
    },
    [containerRef],
  );

  useEffect(() => {
    // Ask for the next page while a screenful of rows is still left.
    if (hasMore && !busy && lastIndex >= ads.length - 8) onEndReached();
  }, [ads.length, busy, hasMore, lastIndex, onEndReached]);

  // The virtualizer owns the list's height and each row's transform (directDomUpdates).
  return (
    <Box ref={sectionRef} component="section" aria-label={label} aria-busy={busy} sx={{ position: 'relative' }}>
      {items.map((item) => (
        <Box key={item.key} data-index={item.index} ref={virtualizer.measureElement} sx={{ position: 'absolute', top: 0, left: 0, width: '100%' }}>
          <AdRow ad={ads[item.index]!} lang={lang} onTrade={onTrade} />
        </Box>
      ))}
    </Box>
  );
}
