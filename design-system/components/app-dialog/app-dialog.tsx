import { useLazyComponent } from '../../perf/use-lazy-component';
import type { AppDialogProps } from './app-dialog-props';
import { appDialogFrame } from './load-frame';
import { PendingDialog } from './pending-dialog';
import { useRestoreFocus } from './restore-focus';

/**
 * The app's dialog: a labelled title, a close button, content and actions, with focus trapped inside while open
 * and given back to the opener on close (restore-focus.ts). Until its code has arrived, an open dialog
 * shows its title and a spinner, or the failure with Retry (pending-dialog.tsx); the frame loads with
 * preloadAppDialog (load-frame.ts).
 */
export function AppDialog(props: AppDialogProps) {
  const { open } = props;
  useRestoreFocus(open);
  // One frame for every dialog: once it has arrived (preloaded, or for another dialog), each shows it at once.
  const frame = useLazyComponent(appDialogFrame, props, open);
  if (frame.element) return frame.element;
  if (!open) return null;
  const close = () => {
    // A failed dialog closed and opened again tries again.
    frame.retry();
    props.onClose();
  };
  return (
    <PendingDialog
      title={props.title}
      failed={frame.failed}
      dismissible={props.dismissible ?? true}
      onClose={close}
      onRetry={frame.retry}
    />
  );
}
