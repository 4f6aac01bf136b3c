import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstScreen } from '@/shared/first-screen';
import type { FavoritePairsProps } from './favorite-pairs';

const FavoritePairs = lazy(() => import('./favorite-pairs').then((module) => ({ default: module.FavoritePairs })));

/**
 * The favourite pairs arrive after the list's first screen (issue 7 first-load budget: the star, its icons and
 * the add/remove mutations are ~5 KB gzip the first rows do not need). The toolbar holds their height meanwhile,
 * so nothing moves when they appear.
 */
export function DeferredFavoritePairs(props: FavoritePairsProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstScreen().then(() => live && setWanted(true));
    return () => {
      live = false;
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <FavoritePairs {...props} />
    </Suspense>
  );
}
