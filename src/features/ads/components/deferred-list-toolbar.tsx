import { lazy, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { afterFirstScreen } from '@/shared/first-screen';
import type { ListToolbarProps } from './list-toolbar';

const ListToolbar = lazy(() => import('./list-toolbar').then((module) => ({ default: module.ListToolbar })));

/**
 * The market price and the favourite pairs arrive after the list's first screen (issue 7 first-load budget: the
 * star, its icons, the add/remove mutations and the market line are ~1.5 KB gzip the first rows do not need).
 * The toolbar's height is held meanwhile, so nothing moves when they appear.
 */
export function DeferredListToolbar(props: ListToolbarProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstScreen().then(() => live && setWanted(true));
    return () => {
      live = false;
    };
  }, []);
  const placeholder = <Box sx={{ minHeight: 40 }} />;
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ListToolbar {...props} />
    </Suspense>
  );
}
