import { useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { AppDialog } from '../app-dialog/app-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  body?: ReactNode;
  /** What cannot be undone, shown as a warning, e.g. not to cancel after transferring. */
  consequence?: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  /** May return a promise: until it settles the confirm button shows progress and ignores clicks. */
  onConfirm: () => void | Promise<unknown>;
  onCancel: () => void;
  confirmColor?: 'primary' | 'buy' | 'sell' | 'error';
}

/** `onConfirm` runs once until its promise settles: repeated clicks on Paid can get the account frozen. */
export function ConfirmDialog({
  open,
  title,
  body,
  consequence,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  confirmColor = 'primary',
}: ConfirmDialogProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const [pending, setPending] = useState(false);
  // The ref blocks a second click in the same frame, before the disabled state has rendered.
  const running = useRef(false);

  const confirm = async () => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await onConfirm();
    } catch {
      // The HTTP layer already reports failures as toasts; the dialog only re-enables.
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return (
    <AppDialog
      open={open}
      onClose={onCancel}
      title={title}
      dismissible={!pending}
      actions={
        <>
          <Button variant="outlined" color="neutral" onClick={onCancel} disabled={pending}>
            {cancelLabel ?? t('dialog.cancel')}
          </Button>
          <Button
            variant="contained"
            color={confirmColor}
            onClick={() => void confirm()}
            loading={pending}
            aria-busy={pending}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {body && <Typography component="div">{body}</Typography>}
      {consequence && (
        <Alert severity="warning" sx={{ mt: body ? 2 : 0 }}>
          {consequence}
        </Alert>
      )}
    </AppDialog>
  );
}
