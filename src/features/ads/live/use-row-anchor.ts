import { useLayoutEffect, useRef } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';
import type { Advertisement } from '@/api/generated/models';
import type { ListEngagement } from './list-engagement';

/** Where a row starts in the list, from the heights the virtualizer measured (its estimate for the others). */
function startOf(ads: readonly Advertisement[], adNo: string, size: (adNo: string) => number): number | undefined {
  let start = 0;
  for (const ad of ads) {
    if (ad.adNo === adNo) return start;
    start += size(ad.adNo);
  }
  return undefined;
}

/** The row the trader is on: the engaged one, else the first row still listed whose end is below the window's top. */
function anchorOf(
  before: readonly Advertisement[],
  after: ReadonlySet<string>,
  engaged: string | null,
  top: number,
  size: (adNo: string) => number,
): string | undefined {
  if (engaged !== null && after.has(engaged)) return engaged;
  let end = 0;
  for (const ad of before) {
    end += size(ad.adNo);
    if (end > top && after.has(ad.adNo)) return ad.adNo;
  }
  return undefined;
}

/**
 * When a refresh removes or adds rows above the row the trader is on, the window scrolls by the same height, so that
 * row stays where it was on screen (docs/product-rules.md §7.13). A new list (`listKey`) starts where it starts.
 */
export function useRowAnchor(
  ads: readonly Advertisement[],
  listKey: string,
  virtualizer: Virtualizer<Window, Element>,
  engagement: ListEngagement | undefined,
): void {
  const drawn = useRef({ ads, listKey });
  useLayoutEffect(() => {
    const { ads: before, listKey: beforeKey } = drawn.current;
    drawn.current = { ads, listKey };
    if (before === ads || beforeKey !== listKey || ads.length === 0) return;
    const { estimateSize, gap, scrollMargin } = virtualizer.options;
    const size = (adNo: string) => (virtualizer.itemSizeCache.get(adNo) ?? estimateSize(0)) + gap;
    const after = new Set(ads.map((ad) => ad.adNo));
    const anchor = anchorOf(before, after, engagement?.current() ?? null, window.scrollY - scrollMargin, size);
    if (anchor === undefined) return;
    const from = startOf(before, anchor, size);
    const to = startOf(ads, anchor, size);
    if (from !== undefined && to !== undefined && from !== to) window.scrollBy(0, to - from);
  }, [ads, listKey, virtualizer, engagement]);
}
