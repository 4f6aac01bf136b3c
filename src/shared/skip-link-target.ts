import { useEffect } from 'react';
import { createStore, useStore } from '@ds/store';

/** Where the page's skip link leads: the id of an element that takes focus (tabIndex -1) and the link's text. */
export interface SkipLinkTarget {
  id: string;
  label: string;
}

const target = createStore<SkipLinkTarget | null>(null);

/** The target a screen named, or null for the page's main content. */
export function useSkipLinkTarget(): SkipLinkTarget | null {
  return useStore(target);
}

/**
 * Makes the page's skip link lead to `id` instead of the main content while the calling screen is shown: a
 * keyboard user on the list skips the header and the filters to the first ad.
 */
export function useSkipTo(id: string, label: string) {
  useEffect(() => {
    const mine = { id, label };
    target.set(mine);
    return () => {
      if (target.get() === mine) target.set(null);
    };
  }, [id, label]);
}
