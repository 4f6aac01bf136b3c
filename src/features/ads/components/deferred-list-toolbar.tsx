import { lazy, memo, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { afterFirstScreen } from '@/shared/first-screen';
import type { ListToolbarProps } from './list-toolbar';

/** Holds the toolbar's height while it is not there, so nothing moves when it appears. */
function ToolbarSpace() {
  return <Box sx={{ minHeight: 40 }} />;
}

// The toolbar is optional, like the market price it shows (silent when its call fails, issue 17 point 2): when its
// code cannot arrive (the trader went offline before it loaded) the list keeps working without it, instead of
// the failed import reaching the route's error page and taking the list and its own error/Retry with it.
const ListToolbar = lazy(() =>
  import('./list-toolbar').then(
    (module) => ({ default: module.ListToolbar }),
    () => ({ default: ToolbarSpace as (props: ListToolbarProps) => React.JSX.Element }),
  ),
);

/**
 * The market price and the favourite pairs arrive after the list's first screen (issue 7 first-load budget: the
 * star, its icons, the add/remove mutations and the market line are ~1.5 KB gzip the first rows do not need).
 * The toolbar's height is held meanwhile, so nothing moves when they appear.
 */
// Memoised: the list screen re-renders synchronously with each answer that arrives while it starts, and the
// toolbar's props (the pair, the deferred fiat list and restrictions) seldom change with them.
export const DeferredListToolbar = memo(function DeferredListToolbar(props: ListToolbarProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstScreen().then(() => live && setWanted(true));
    return () => {
      live = false;
    };
  }, []);
  const placeholder = <ToolbarSpace />;
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ListToolbar {...props} />
    </Suspense>
  );
});
