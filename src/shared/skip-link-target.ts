import { useEffect } from 'react';
import { createStore, useStore } from '@ds/store';

export interface SkipLinkTarget {
  /** An element that takes focus (tabIndex -1). */
  id: string;
  label: string;
}

const target = createStore<SkipLinkTarget | null>(null);

export function useSkipLinkTarget(): SkipLinkTarget | null {
  return useStore(target);
}

/** A keyboard user on the list skips the header and the filters to the first ad. */
export function useSkipTo(id: string, label: string) {
  useEffect(() => {
    const mine = { id, label };
    target.set(mine);
    return () => {
      if (target.get() === mine) target.set(null);
    };
  }, [id, label]);
}
