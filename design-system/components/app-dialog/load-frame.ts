import { lazyComponent } from '../../perf/lazy-component';
import type { AppDialogProps } from './app-dialog-props';

/**
 * The dialog frame: MUI's Dialog with its modal, focus trap and transitions. No page needs a dialog for its first
 * screen, so the frame is not in the first load (issue 7: the order page's first load). A module of its own, so
 * the app's start-up can import it without AppDialog and its stand-in (pending-dialog.tsx).
 */
export const appDialogFrame = lazyComponent<AppDialogProps>(() =>
  import('./app-dialog-frame').then((module) => module.AppDialogFrame),
);

/** The app calls this once the first screen is up, so a dialog opened after that shows at once. */
export function preloadAppDialog() {
  return appDialogFrame.load();
}
