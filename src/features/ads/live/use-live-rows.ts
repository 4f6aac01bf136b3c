import { useCallback, useEffect, useState } from 'react';
import type { Advertisement } from '@/api/generated/models';
import { afterFirstScreen } from '@/shared/first-screen';
import { createListEngagement } from './list-engagement';
import type { LiveRows } from './live-rows';
import { MARK_MS, NO_MARKS } from './row-mark';

type Logic = typeof import('./live-rows');

interface View extends LiveRows {
  /** The answer and the list these rows were drawn from. */
  source: readonly Advertisement[];
  key: string;
  /** The first ad "Show" brought in, for the list to scroll to. */
  reveal: { adNo: string } | null;
}

const asIs = (latest: readonly Advertisement[]): LiveRows => ({ rows: latest, held: 0, marks: NO_MARKS, latest });

/**
 * The rows the list draws from the latest answer: the first answer for a list (`key`) as it is, each refresh
 * reconciled with the rows on screen so the trader's place holds (docs/product-rules.md §7.13). The reconciling
 * code loads after the first screen; until then (and if it cannot load) each answer is drawn as it is.
 */
export function useLiveRows(latest: readonly Advertisement[], key: string) {
  const [engagement] = useState(createListEngagement);
  const [logic, setLogic] = useState<Logic | null>(null);
  useEffect(() => {
    let live = true;
    void afterFirstScreen()
      .then(() => import('./live-rows'))
      .then((module) => live && setLogic(module))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const [view, setView] = useState<View>(() => ({ ...asIs(latest), source: latest, key, reveal: null }));
  let current = view;
  if (view.source !== latest || view.key !== key) {
    // React's "adjust state on prop change": the rows follow the answer in the same render.
    const refresh = view.key === key && logic;
    current = {
      ...(refresh ? logic.reconcile(view.rows, latest, engagement.current() !== null) : asIs(latest)),
      source: latest,
      key,
      reveal: view.reveal,
    };
    setView(current);
  }

  const { marks } = current;
  useEffect(() => {
    if (marks.size === 0 || !logic) return undefined;
    const timer = setTimeout(() => setView((v) => ({ ...v, ...logic.fadeMarks(v) })), MARK_MS);
    return () => clearTimeout(timer);
  }, [marks, logic]);
  useEffect(
    () => (logic ? engagement.onRelease(() => setView((v) => ({ ...v, ...logic.dropGone(v) }))) : undefined),
    [engagement, logic],
  );

  /** Draws the latest answer as it is, the new ads marked. */
  const showAll = useCallback(
    () =>
      logic &&
      setView((v) => {
        const brought = logic.heldAds(v);
        const first = v.latest.find((ad) => brought.has(ad.adNo));
        return { ...v, ...logic.acceptAll(v.latest, brought), reveal: first ? { adNo: first.adNo } : v.reveal };
      }),
    [logic],
  );

  return {
    rows: current.rows,
    marks: current.marks,
    held: current.held,
    reveal: current.reveal,
    showAll,
    engagement,
  };
}
