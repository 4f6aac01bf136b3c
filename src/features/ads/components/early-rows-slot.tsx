import { useLayoutEffect } from 'react';
import { styled } from '@mui/material/styles';
import { EARLY_ROWS } from '../early-rows/early-rows-markup';

// Painted rows replace the skeleton after them: the page's CSS hides it, so no script touches what React hydrates.
const Slot = styled('div')({ '&:not(:empty) + *': { display: 'none' } });

/** The part of a row that had the focus, found again in the list's own row of the same ad. */
const FOCUSABLE = ['.AdRow-trade', '.AdRow-nickname a'];

/** Read before React removes the slot: a trader who had reached a painted row by keyboard keeps their place. */
function keepFocus(): void {
  const slot = document.getElementById(EARLY_ROWS.slot);
  const focused = document.activeElement;
  if (!slot || !focused || !slot.contains(focused)) return;
  const adNo = focused.closest<HTMLElement>('[data-ad-no]')?.dataset.adNo;
  const part = FOCUSABLE.find((selector) => focused.matches(selector));
  if (!adNo || !part) return;
  // The list's own rows are in the document by the next frame.
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`[data-ad-no="${CSS.escape(adNo)}"] ${part}`)?.focus(),
  );
}

/**
 * Where the prerendered list paints its first rows before the app has run (early-rows/paint-early-rows.ts). Empty in
 * the build's HTML; React neither compares nor replaces the inner HTML of an element that sets it, so the painted
 * rows stay until the list's own rows take their place.
 */
export function EarlyRowsSlot() {
  // A layout effect's cleanup runs before React removes the element; a passive one's, after.
  useLayoutEffect(() => keepFocus, []);
  return <Slot id={EARLY_ROWS.slot} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
