import { afterFirstScreenComponent } from '@/shared/after-first-screen-component';
import type { NewAdsButtonProps } from './new-ads-button';

const Nothing = () => null;

/** New ads come with a refresh, long after the first screen: its code loads after it. */
export const DeferredNewAdsButton = afterFirstScreenComponent<NewAdsButtonProps>(
  () => import('./new-ads-button').then((module) => module.NewAdsButton),
  Nothing,
);
