import { useEffect, useId, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { ErrorState } from '../error-state/error-state';
import { LoadingState } from '../loading-state/loading-state';

export interface PendingDialogProps {
  title: ReactNode;
  /** The frame's code could not be loaded (offline, a new deploy): say so, with Retry. */
  failed: boolean;
  onRetry: () => void;
  onClose: () => void;
  dismissible: boolean;
}

/**
 * Stands in for a dialog whose frame is still on its way (a slow network) or failed to arrive: the dialog's
 * place and title, a spinner or the failure with Retry, and Close. The page behind it stays (issue 7: a failed
 * load never blanks the page). While loading, focus stays where the trader was, so the real dialog gives it
 * back there when it closes; a failure takes focus, so Retry and Close are the next keys.
 */
export function PendingDialog({ title, failed, onRetry, onClose, dismissible }: PendingDialogProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failed) panel.current?.focus();
  }, [failed]);
  // Escape closes it as it closes the real dialog. Heard on the document: while loading, focus stays behind the
  // dialog, where a handler on the panel never heard the key, and the real dialog opened after the trader had
  // pressed Escape (seen in the screenshot script, which waited for the buy form to close).
  useEffect(() => {
    if (!dismissible) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dismissible, onClose]);
  return (
    <Box
      sx={(theme) => ({
        position: 'fixed',
        inset: 0,
        zIndex: theme.zIndex.modal,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: alpha(theme.palette.common.black, 0.5),
      })}
    >
      <Paper
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        sx={{ width: '100%', maxWidth: 444, p: 3, outline: 'none' }}
      >
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        {failed ? <ErrorState onRetry={onRetry} /> : <LoadingState variant="spinner" />}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button color="neutral" onClick={onClose} disabled={!dismissible}>
            {t('dialog.close')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
