import { startTransition, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import Box from '@mui/material/Box';
import type { Advertisement } from '@/api/generated/models';
import type { Language } from '@/shared/i18n';
import { whenIdle } from '@/shared/when-idle';
import { useInAppLinks } from '@/shared/routing/in-app-links';
import { AdRow } from './ad-row';
import { LIST_FRAME_SX } from './list-frame';
import type { ListEngagement } from '../live/list-engagement';
import { DeferredListAnchor } from '../live/deferred-list-anchor';
import { NO_MARKS, type RowMark } from '../live/row-mark';
import {
  estimateRowPx,
  measureAfterLayout,
  rowGapPx,
  scrollAfterMount,
  viewportRect,
  watchPageTop,
} from './virtual-list-layout';

export interface VirtualAdListProps {
  ads: readonly Advertisement[];
  lang: Language;
  label: string;
  busy: boolean;
  hasMore: boolean;
  onEndReached: () => void;
  onTrade: (ad: Advertisement) => void;
  /** The market price of the pair, for each row's distance from it; undefined hides that figure. */
  market?: string | undefined;
  /** Every row's action is disabled (the screen says why above the list). */
  tradeBlocked?: boolean;
  assetLogo?: string | undefined;
  /** The table's headings above the rows (wide screens). */
  header?: ReactNode;
  /** The rows' section becomes the skip link's target (past the headings, so the next Tab is the first ad). */
  focusTargetId?: string;
  /** What each row shows for a moment after a refresh (changed, new, gone). */
  marks?: ReadonlyMap<string, RowMark>;
  /** Told which row the pointer and the focus are on, so a refresh keeps that row in its place. */
  engagement?: ListEngagement;
  /** Which list these rows are (its filters and order): a new one is not held to the previous one's place. */
  listKey?: string;
  /** An ad to scroll to and focus, once (after "Show new ads"). */
  reveal?: { adNo: string } | null;
}

const FIRST_OVERSCAN = 1;
const OVERSCAN = 3;

/** Only the rows near the viewport are in the DOM; the window scrolls, so the router restores the position. */
export function VirtualAdList({
  ads,
  lang,
  label,
  busy,
  hasMore,
  onEndReached,
  onTrade,
  market,
  tradeBlocked = false,
  assetLogo,
  header,
  focusTargetId,
  marks = NO_MARKS,
  engagement,
  listKey = '',
  reveal = null,
}: VirtualAdListProps) {
  // The list's distance from the top of the page, watched from an effect: a state set from a ref would re-render in
  // the middle of React's commit. It and the larger overscan below render as transitions, in short slices.
  const [scrollMargin, setScrollMargin] = useState(0);
  const listRef = useRef<HTMLElement | null>(null);
  useEffect(
    () =>
      listRef.current ? watchPageTop(listRef.current, (top) => startTransition(() => setScrollMargin(top))) : undefined,
    [],
  );
  const [estimatePx] = useState(estimateRowPx);
  const [gapPx] = useState(rowGapPx);
  const [initialRect] = useState(viewportRect);
  const [scrollToFn] = useState(scrollAfterMount);
  // The first render keeps one row beyond the screen, since rows below the fold delay the ones on screen.
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
    gap: gapPx,
    scrollMargin,
    getItemKey: (index) => ads[index]?.adNo ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const followLink = useInAppLinks();
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
    <Box sx={LIST_FRAME_SX}>
      {header}
      <DeferredListAnchor
        ads={ads}
        listKey={listKey}
        virtualizer={virtualizer}
        section={listRef}
        engagement={engagement}
        reveal={reveal}
      />
      <Box
        ref={sectionRef}
        component="section"
        id={focusTargetId}
        tabIndex={focusTargetId ? -1 : undefined}
        aria-label={label}
        aria-busy={busy}
        onClick={followLink}
        sx={{ position: 'relative', '&:focus': { outline: 'none' } }}
      >
        {items.map((item) => (
          <Box
            key={item.key}
            data-index={item.index}
            data-ad-no={ads[item.index]!.adNo}
            ref={virtualizer.measureElement}
            sx={{ position: 'absolute', top: 0, left: 0, width: '100%' }}
          >
            <AdRow
              ad={ads[item.index]!}
              lang={lang}
              onTrade={onTrade}
              market={market}
              tradeBlocked={tradeBlocked}
              assetLogo={assetLogo}
              mark={marks.get(ads[item.index]!.adNo)}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
