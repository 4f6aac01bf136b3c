import { lazyComponent } from '../../perf/lazy-component';
import type { AppDialogProps } from './app-dialog-props';

/** A module of its own, so the app's start-up can preload the frame without AppDialog and its stand-in. */
export const appDialogFrame = lazyComponent<AppDialogProps>(() =>
  import('./app-dialog-frame').then((module) => module.AppDialogFrame),
);

/** The app calls this once the first screen is up, so a dialog opened after that shows at once. */
export function preloadAppDialog() {
  return appDialogFrame.load();
}
