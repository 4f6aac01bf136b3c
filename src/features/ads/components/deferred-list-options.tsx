import Box from '@mui/material/Box';
import { afterFirstScreenComponent } from '@/shared/after-first-screen-component';
import type { ListOptionsProps } from './list-options';

/** The button's place while its code is on its way. */
function OptionsSpace() {
  return <Box sx={{ width: 40, height: 40 }} />;
}

/** The order and show-only options load after the list's first screen; the URL's choices apply from the start. */
export const DeferredListOptions = afterFirstScreenComponent<ListOptionsProps>(
  () => import('./list-options').then((module) => module.ListOptions),
  OptionsSpace,
);
