import { styled } from '@mui/material/styles';
import { EARLY_ROWS } from '../early-rows/early-rows-markup';

// Painted rows replace the skeleton after them: the page's CSS hides it, so no script touches what React hydrates.
const Slot = styled('div')({ '&:not(:empty) + *': { display: 'none' } });

/**
 * Where the prerendered list paints its first rows before the app has run (early-rows/paint-early-rows.ts). Empty in
 * the build's HTML; React neither compares nor replaces the inner HTML of an element that sets it, so the painted
 * rows stay until the list's own rows take their place.
 */
export function EarlyRowsSlot() {
  return <Slot id={EARLY_ROWS.slot} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
