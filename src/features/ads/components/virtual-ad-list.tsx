import { useCallback, useEffect, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
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
 * Only the rows near the viewport are in the DOM, so thousands of advertisements stay smooth (issue 5, issue 7
 * budget: under 2,000 DOM nodes). The window scrolls, so the router's scroll restoration keeps the position.
 */
export function VirtualAdList({ ads, lang, label, busy, hasMore, onEndReached, onTrade }: VirtualAdListProps) {
  // The list's distance from the top of the page, measured once it is in the DOM (filters sit above it).
  const [scrollMargin, setScrollMargin] = useState(0);
  const listRef = useCallback((node: HTMLDivElement | null) => {
    if (node) setScrollMargin(node.getBoundingClientRect().top + window.scrollY);
  }, []);
  const [estimatePx] = useState(estimateRowPx);
  const [initialRect] = useState(viewportRect);
  // Rows rendered beyond the screen for smooth scrolling. The first render keeps one: each row is a few dozen
  // milliseconds on a slow phone, and rows below the fold delay the ones on screen (issue 7: first rows).
  const [overscan, setOverscan] = useState(FIRST_OVERSCAN);
  useEffect(() => {
    let live = true;
    void whenIdle().then(() => live && setOverscan(OVERSCAN));
    return () => {
      live = false;
    };
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: ads.length,
    initialRect,
    estimateSize: () => estimatePx,
    overscan,
    gap: 12,
    scrollMargin,
    getItemKey: (index) => ads[index]?.adNo ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    // Ask for the next page while a screenful of rows is still left.
    if (hasMore && !busy && lastIndex >= ads.length - 8) onEndReached();
  }, [ads.length, busy, hasMore, lastIndex, onEndReached]);

  return (
    <Box ref={listRef} component="section" aria-label={label} aria-busy={busy} sx={{ position: 'relative', height: virtualizer.getTotalSize() }}>
      {items.map((item) => {
        const ad = ads[item.index]!;
        return (
          <Box
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            sx={{ position: 'absolute', top: 0, left: 0, width: '100%' }}
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            <AdRow ad={ad} lang={lang} onTrade={onTrade} />
          </Box>
        );
      })}
    </Box>
  );
}
