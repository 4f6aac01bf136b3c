import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { lazyComponent, useLazyComponent } from '@ds';
import { useSharedValue } from '@/platform/embedded/use-shared-value';
import { pageAskApp } from '@/platform/native-bridge/page-ask-app';
import type { EmbeddedAppProps } from '../runtime/create-embedded-mount';
import { TransferIcon } from './transfer-icon';
import type { TransferDialogProps } from './transfer-dialog';

/**
 * The dialog (with MUI's Modal stack) is fetched when the trader reaches for the button, not with the page:
 * every page shows this button, few open it (issue 7: first-load budget). A failed fetch leaves the button as
 * it was, so the next click tries again.
 */
const transferDialog = lazyComponent<TransferDialogProps>(() => import('./transfer-dialog').then((module) => module.TransferDialog));

/**
 * The shared transfer widget (spec §1): a floating button that explains moving funds between the spot and the
 * funding wallet. Hidden while the shared `transferWidgetVisible` is false (spec §4: futures update signal).
 */
export function TransferWidgetApp({ props }: EmbeddedAppProps) {
  const { t } = useTranslation(['shell', 'common']);
  const visible = useSharedValue(props.shared, 'transferWidgetVisible') !== false;
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const dialog = useLazyComponent(transferDialog, {
    open,
    isLoggedIn: props.isLoggedIn,
    onClose: close,
    onLogin: () => {
      close();
      props.login();
    },
  }, open);
  if (!visible) return null;

  const prepare = () => void transferDialog.load().catch(() => undefined);
  const showDialog = () => {
    transferDialog.load().then(
      () => setOpen(true),
      (error: unknown) => console.error('transfer dialog did not load', error),
    );
  };
  // Spec §7 'open transfer': inside the mobile app a signed-in trader transfers in the app's own screen, from
  // the spot wallet to the funding wallet P2P trades from. Signed out, or when the app cannot, the dialog.
  const openDialog = () => {
    const asked = props.isLoggedIn ? (pageAskApp()?.('openTransfer', { from: 'spot', to: 'funding' }) ?? null) : null;
    if (!asked) return showDialog();
    void asked.then((outcome) => {
      if (outcome.status !== 'done') showDialog();
    });
  };
  return (
    <>
      <Button
        variant="contained"
        startIcon={<TransferIcon />}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={openDialog}
        aria-haspopup="dialog"
        sx={{ position: 'fixed', insetInlineEnd: 16, bottom: 16, zIndex: 'speedDial', borderRadius: 999, boxShadow: 3 }}
      >
        {t('shell:embedded.transfer.button')}
      </Button>
      {dialog.element}
    </>
  );
}
