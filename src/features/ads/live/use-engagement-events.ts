import { useEffect, type RefObject } from 'react';
import type { ListEngagement } from './list-engagement';

/** The ad of the row an event happened in. */
const adNoOf = (target: EventTarget | null) =>
  target instanceof Element ? (target.closest('[data-ad-no]')?.getAttribute('data-ad-no') ?? null) : null;

/** Tells the engagement which row the pointer and the focus are on, from the list's own events. */
export function useEngagementEvents(
  section: RefObject<HTMLElement | null>,
  engagement: ListEngagement | undefined,
): void {
  useEffect(() => {
    const element = section.current;
    if (!element || !engagement) return undefined;
    const pointerOver = (event: Event) => engagement.pointerOn(adNoOf(event.target));
    const pointerLeave = () => engagement.pointerOn(null);
    const focusIn = (event: Event) => engagement.focusOn(adNoOf(event.target));
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && element.contains(event.relatedTarget))) engagement.focusOn(null);
    };
    element.addEventListener('pointerover', pointerOver);
    element.addEventListener('pointerleave', pointerLeave);
    element.addEventListener('focusin', focusIn);
    element.addEventListener('focusout', focusOut);
    // The focus may already be on a row when this loads (the first screen came before it).
    if (element.contains(document.activeElement)) engagement.focusOn(adNoOf(document.activeElement));
    return () => {
      element.removeEventListener('pointerover', pointerOver);
      element.removeEventListener('pointerleave', pointerLeave);
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('focusout', focusOut);
    };
  }, [section, engagement]);
}
