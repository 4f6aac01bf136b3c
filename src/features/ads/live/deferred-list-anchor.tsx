import { afterFirstScreenComponent } from '@/shared/after-first-screen-component';
import type { ListAnchorProps } from './list-anchor';

const Nothing = () => null;

/** Loads after the first screen: the first refresh comes long after, and the first rows have no place to keep. */
export const DeferredListAnchor = afterFirstScreenComponent<ListAnchorProps>(
  () => import('./list-anchor').then((module) => module.ListAnchor),
  Nothing,
);
