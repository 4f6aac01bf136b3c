import { useCallback, useEffect, useRef, useState } from 'react';
import { createStore, type ReadableStore } from '@ds/store';
import { afterNextPaint } from '@/shared/after-next-paint';
import type { ListFilters } from '../list-filters';
import type { SortChoice } from '../list-sort';

/** The order and show-only toggles of the list's options panel. */
export type ListChoices = Pick<ListFilters, 'online' | 'verified' | 'mine'> & { sort: SortChoice };
export type ChooseListOptions = (patch: Partial<ListChoices>) => void;

export const countChoices = (choices: ListChoices) =>
  [choices.sort !== '', choices.online, choices.verified, choices.mine].filter(Boolean).length;

/**
 * What the panel's controls show: a choice at once, by itself (only the controls it changes draw again); the URL,
 * and with it the list, follow once that frame is drawn, as writing the URL and starting the list's update in the
 * same task would delay it, and a select whose value waited for them would snap back meanwhile. The URL's values
 * take over once every choice has been written.
 */
export function useListChoices(
  given: ListChoices,
  onChange: (patch: Partial<ListChoices>) => void,
): { shown: ReadableStore<ListChoices>; choose: ChooseListOptions } {
  const [shown] = useState(() => createStore(given));
  const unwritten = useRef(0);
  const { sort, online, verified, mine } = given;
  useEffect(() => {
    if (unwritten.current === 0) shown.set({ sort, online, verified, mine });
  }, [shown, sort, online, verified, mine]);
  const choose = useCallback<ChooseListOptions>(
    (patch) => {
      shown.set({ ...shown.get(), ...patch });
      unwritten.current += 1;
      void afterNextPaint().then(() => {
        unwritten.current -= 1;
        onChange(patch);
      });
    },
    [shown, onChange],
  );
  return { shown, choose };
}
