import { useEffect } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';
import type { Advertisement } from '@/api/generated/models';

/** Frames to wait for the row to be drawn after the scroll (the virtualizer draws it on the scroll's next frame). */
const MAX_FRAMES = 30;

/**
 * Scrolls to the ad and puts the focus on its action, once per `reveal`: after "Show new ads" the trader (and a screen
 * reader) lands on the first of them rather than on a button that is gone.
 */
export function useRevealRow(
  ads: readonly Advertisement[],
  reveal: { adNo: string } | null,
  virtualizer: Virtualizer<Window, Element>,
): void {
  useEffect(() => {
    if (!reveal) return undefined;
    const index = ads.findIndex((ad) => ad.adNo === reveal.adNo);
    if (index < 0) return undefined;
    virtualizer.scrollToIndex(index, { align: 'center' });
    let frame = 0;
    let handle = 0;
    const focus = () => {
      const button = document.querySelector<HTMLElement>(`[data-ad-no="${CSS.escape(reveal.adNo)}"] button`);
      if (button) button.focus({ preventScroll: true });
      else if ((frame += 1) < MAX_FRAMES) handle = requestAnimationFrame(focus);
    };
    handle = requestAnimationFrame(focus);
    return () => cancelAnimationFrame(handle);
    // Once per reveal: later refreshes of the rows must not pull the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reveal]);
}
