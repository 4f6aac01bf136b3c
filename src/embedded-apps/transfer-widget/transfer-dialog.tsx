import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppDialog } from '@ds';

export interface TransferDialogProps {
  open: boolean;
  isLoggedIn: boolean;
  onClose: () => void;
  onLogin: () => void;
}

export function TransferDialog({ open, isLoggedIn, onClose, onLogin }: TransferDialogProps) {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('shell:embedded.transfer.title')}
      actions={
        isLoggedIn ? (
          <Button variant="contained" onClick={onClose}>
            {t('common:action.close')}
          </Button>
        ) : (
          <Button variant="contained" onClick={onLogin}>
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
  );
}
