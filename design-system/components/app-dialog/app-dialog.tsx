import { useEffect, useState, useSyncExternalStore } from 'react';
import type { AppDialogProps } from './app-dialog-props';
import { loadedAppDialogFrame, preloadAppDialog, subscribeAppDialogFrame } from './load-frame';
import { PendingDialog } from './pending-dialog';

/**
 * The app's dialog: a labelled title, a close button, content and actions, with focus trapped inside while open
 * and given back to the opener on close (app-dialog-frame.tsx). Until its code has arrived, an open dialog
 * shows its title and a spinner, or the failure with Retry (pending-dialog.tsx); the frame loads with
 * preloadAppDialog (load-frame.ts).
 */
export function AppDialog(props: AppDialogProps) {
  // One frame for every dialog: once it has arrived (preloaded, or for another dialog), each shows it at once.
  const Frame = useSyncExternalStore(subscribeAppDialogFrame, loadedAppDialogFrame);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { open } = props;
  useEffect(() => {
    if (Frame || !open) return;
    let live = true;
    preloadAppDialog().catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [Frame, open, attempt]);
  // The frame is one module-level component, the same on every render once it has arrived: nothing is created
  // here, the rule cannot see that through the store.
  // eslint-disable-next-line react-hooks/static-components
  if (Frame) return <Frame {...props} />;
  if (!open) return null;
  const retry = () => {
    setFailed(false);
    setAttempt(attempt + 1);
  };
  return <PendingDialog title={props.title} failed={failed} dismissible={props.dismissible ?? true} onClose={props.onClose} onRetry={retry} />;
}
