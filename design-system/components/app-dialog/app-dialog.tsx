import { useLazyComponent } from '../../perf/use-lazy-component';
import type { AppDialogProps } from './app-dialog-props';
import { appDialogFrame } from './load-frame';
import { PendingDialog } from './pending-dialog';
import { useRestoreFocus } from './restore-focus';

/** Until the frame's code has arrived, an open dialog shows its title and a spinner, or the failure with Retry. */
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
