import type { ComponentType } from 'react';
import type { AppDialogProps } from './app-dialog-props';

export type AppDialogFrameComponent = ComponentType<AppDialogProps>;

let loadedFrame: AppDialogFrameComponent | undefined;
let loading: Promise<AppDialogFrameComponent> | undefined;
const listeners = new Set<() => void>();

/** The frame, if it has arrived (a useSyncExternalStore snapshot). */
export function loadedAppDialogFrame(): AppDialogFrameComponent | undefined {
  return loadedFrame;
}

/** Calls back once the frame has arrived (useSyncExternalStore's subscribe). */
export function subscribeAppDialogFrame(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Loads the dialog frame: MUI's Dialog with its modal, focus trap and transitions. No page needs a dialog for
 * its first screen, so the frame is not in the first load (issue 7: the order page's first load); the app calls
 * this once the first screen is up, and a dialog opened after that shows at once. Kept once loaded. A module of
 * its own, so the app's start-up can import it without AppDialog and its stand-in (pending-dialog.tsx).
 */
export function preloadAppDialog(): Promise<AppDialogFrameComponent> {
  loading ??= import('./app-dialog-frame').then(
    (module) => {
      loadedFrame = module.AppDialogFrame;
      listeners.forEach((listener) => listener());
      return loadedFrame;
    },
    (error: unknown) => {
      // Not kept: the next opening tries again (the network may be back, or the page reloaded on a new deploy).
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
