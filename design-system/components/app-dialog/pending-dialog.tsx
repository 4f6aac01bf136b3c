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

/** While loading, focus stays where the trader was, so the real dialog returns it there; a failure takes focus. */
export function PendingDialog({ title, failed, onRetry, onClose, dismissible }: PendingDialogProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failed) panel.current?.focus();
  }, [failed]);
  // Heard on the document: while loading, focus stays behind the dialog, out of reach of a handler on the panel.
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
