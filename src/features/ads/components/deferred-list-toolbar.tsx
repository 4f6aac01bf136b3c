import { lazy, memo, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { afterFirstScreen } from '@/shared/first-screen';
import type { ListToolbarProps } from './list-toolbar';

/** Holds the toolbar's height while it is not there, so nothing moves when it appears. */
function ToolbarSpace() {
  return <Box sx={{ minHeight: 40 }} />;
}

// When the toolbar's code cannot load (offline), the list works on without it rather than the failed import taking
// the whole route to its error page.
const ListToolbar = lazy(() =>
  import('./list-toolbar').then(
    (module) => ({ default: module.ListToolbar }),
    () => ({ default: ToolbarSpace as (props: ListToolbarProps) => React.JSX.Element }),
  ),
);

/** Loads after the list's first screen, which does not need its code; memoised, as the screen re-renders often. */
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
