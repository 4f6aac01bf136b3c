import Box from '@mui/material/Box';
import { afterFirstScreenComponent } from '@/shared/after-first-screen-component';
import type { ListToolbarProps } from './list-toolbar';

/** Holds the toolbar's height while it is not there, so nothing moves when it appears. */
function ToolbarSpace() {
  return <Box sx={{ minHeight: 40 }} />;
}

/** Loads after the list's first screen, which does not need its code; memoised, as the screen re-renders often. */
export const DeferredListToolbar = afterFirstScreenComponent<ListToolbarProps>(
  () => import('./list-toolbar').then((module) => module.ListToolbar),
  ToolbarSpace,
);
