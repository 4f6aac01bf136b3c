import { memo, useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { CloseIcon } from '../../icons';
import type { AppDialogProps } from './app-dialog-props';
import { useFocusLostToContainer } from './focus-lost-to-container';

/** MUI's modal traps focus inside while open; AppDialog gives it back to the opener (restore-focus.ts). */
export function AppDialogFrame({
  open,
  onClose,
  title,
  children,
  actions,
  maxWidth = 'xs',
  dismissible = true,
  fullScreenOnPhone = false,
}: AppDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const paper = useFocusLostToContainer(open);
  // One close function for the dialog's whole life, so opening or closing draws the frame again, not its contents.
  const latest = useRef({ onClose, dismissible });
  useLayoutEffect(() => {
    latest.current = { onClose, dismissible };
  });
  const close = useCallback(() => {
    if (latest.current.dismissible) latest.current.onClose();
  }, []);
  return (
    <Dialog
      open={open}
      onClose={close}
      maxWidth={maxWidth}
      fullWidth
      fullScreen={fullScreenOnPhone && phone}
      disableRestoreFocus
      slotProps={{ paper: { ref: paper } }}
    >
      <DialogBody title={title} actions={actions} dismissible={dismissible} onClose={close}>
        {children}
      </DialogBody>
    </Dialog>
  );
}

interface DialogBodyProps {
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  dismissible: boolean;
  onClose: () => void;
}

const DialogBody = memo(function DialogBody({ title, children, actions, dismissible, onClose }: DialogBodyProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  return (
    <>
      <DialogTitle>{title}</DialogTitle>
      <IconButton
        aria-label={t('dialog.close')}
        onClick={onClose}
        disabled={!dismissible}
        sx={{ position: 'absolute', top: 12, insetInlineEnd: 12 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      {children !== undefined && <DialogContent>{children}</DialogContent>}
      {actions && <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>{actions}</DialogActions>}
    </>
  );
});
