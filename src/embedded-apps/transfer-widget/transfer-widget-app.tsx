import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppDialog } from '@ds';
import { useSharedValue } from '@/platform/embedded/use-shared-value';
import type { EmbeddedAppProps } from '../runtime/create-embedded-mount';
import { TransferIcon } from './transfer-icon';

/**
 * The shared transfer widget (spec §1): a floating button that explains moving funds between the spot and the
 * funding wallet. Hidden while the shared `transferWidgetVisible` is false (spec §4: futures update signal).
 */
export function TransferWidgetApp({ props }: EmbeddedAppProps) {
  const { t } = useTranslation(['shell', 'common']);
  const visible = useSharedValue(props.shared, 'transferWidgetVisible') !== false;
  const [open, setOpen] = useState(false);
  if (!visible) return null;

  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<TransferIcon />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        sx={{ position: 'fixed', insetInlineEnd: 16, bottom: 16, zIndex: 'speedDial', borderRadius: 999, boxShadow: 3 }}
      >
        {t('shell:embedded.transfer.button')}
      </Button>
      <AppDialog
        open={open}
        onClose={close}
        title={t('shell:embedded.transfer.title')}
        actions={
          props.isLoggedIn ? (
            <Button variant="contained" onClick={close}>
              {t('common:action.close')}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => {
                close();
                props.login();
              }}>
              {t('shell:embedded.transfer.login')}
            </Button>
          )
        }
      >
        <Stack spacing={1.5}>
          <Typography>{t('shell:embedded.transfer.intro')}</Typography>
          <Typography>
            <strong>{t('shell:embedded.transfer.spotTitle')}</strong> {t('shell:embedded.transfer.spotBody')}
          </Typography>
          <Typography>
            <strong>{t('shell:embedded.transfer.fundingTitle')}</strong> {t('shell:embedded.transfer.fundingBody')}
          </Typography>
          <Typography color="text.secondary">{t('shell:embedded.transfer.hint')}</Typography>
        </Stack>
      </AppDialog>
    </>
  );
}
