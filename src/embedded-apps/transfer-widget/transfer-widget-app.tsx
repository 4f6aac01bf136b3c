import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { lazyComponent, useLazyComponent, visuallyHidden } from '@ds';
import { useSharedValue } from '@/platform/embedded/use-shared-value';
import { pageAskApp } from '@/platform/native-bridge/page-ask-app';
import type { EmbeddedAppProps } from '../runtime/create-embedded-mount';
import { DOCK } from './dock';
import { TransferIcon } from './transfer-icon';
import type { TransferDialogProps } from './transfer-dialog';

// Fetched when the trader reaches for the button, not with the page: every page shows the button, few open it. A
// failed fetch leaves the button as it was, so the next click tries again.
const transferDialog = lazyComponent<TransferDialogProps>(() =>
  import('./transfer-dialog').then((module) => module.TransferDialog),
);

/** Docks at the end of the header's row (./dock.ts), never over the page. */
export function TransferWidgetApp({ props }: EmbeddedAppProps) {
  const { t } = useTranslation(['shell', 'common']);
  const visible = useSharedValue(props.shared, 'transferWidgetVisible') !== false;
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const dialog = useLazyComponent(
    transferDialog,
    {
      open,
      isLoggedIn: props.isLoggedIn,
      onClose: close,
      onLogin: () => {
        close();
        props.login();
      },
    },
    open,
  );
  if (!visible) return null;

  const prepare = () => void transferDialog.load().catch(() => undefined);
  const showDialog = () => {
    transferDialog.load().then(
      () => setOpen(true),
      (error: unknown) => console.error('transfer dialog did not load', error),
    );
  };
  // Inside the mobile app a signed-in trader transfers in the app's own screen; signed out, or when the app
  // cannot, the dialog explains it.
  const openDialog = () => {
    const asked = props.isLoggedIn ? (pageAskApp()?.('openTransfer', { from: 'spot', to: 'funding' }) ?? null) : null;
    if (!asked) return showDialog();
    void asked.then((outcome) => {
      if (outcome.status !== 'done') showDialog();
    });
  };
  const label = t('shell:embedded.transfer.button');
  return (
    <>
      {/* Centred in the header's row, at the row's end padding: the container itself sits at the window's corner. */}
      <Box
        sx={{
          px: { xs: `${DOCK.inset.xs}px`, sm: `${DOCK.inset.sm}px` },
          py: { xs: `${(DOCK.rowHeight - DOCK.button.xs) / 2}px`, sm: `${(DOCK.rowHeight - DOCK.button.sm) / 2}px` },
        }}
      >
        <IconButton
          title={label}
          onPointerEnter={prepare}
          onFocus={prepare}
          onClick={openDialog}
          aria-haspopup="dialog"
          sx={{
            display: 'flex',
            width: { xs: DOCK.button.xs, sm: DOCK.button.sm },
            height: { xs: DOCK.button.xs, sm: DOCK.button.sm },
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '&:hover': { bgcolor: 'primary.dark' },
            '&.Mui-focusVisible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <TransferIcon fontSize="small" />
          {/* Its name as text, not an aria-label: the container holds the word, as the other apps do theirs. */}
          <span style={visuallyHidden}>{label}</span>
        </IconButton>
      </Box>
      {dialog.element}
    </>
  );
}
