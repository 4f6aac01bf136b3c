import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '@ds';

export interface ReleaseChecklistProps {
  open: boolean;
  /** The fiat amount as shown, e.g. '1,016.00'. */
  amount: string;
  fiat: string;
  buyerName: string;
  onContinue: () => void;
  onClose: () => void;
}

/** A payment from an account under another name may be refused and appealed instead, so the dialog says so. */
export function ReleaseChecklist({ open, amount, fiat, buyerName, onContinue, onClose }: ReleaseChecklistProps) {
  const { t } = useTranslation('orders');
  const [amountOk, setAmountOk] = useState(false);
  const [nameOk, setNameOk] = useState(false);
  const close = () => {
    setAmountOk(false);
    setNameOk(false);
    onClose();
  };
  const next = () => {
    setAmountOk(false);
    setNameOk(false);
    onContinue();
  };
  return (
    <AppDialog
      open={open}
      onClose={close}
      title={t('release.checklistTitle')}
      actions={
        <>
          <Button variant="outlined" color="neutral" onClick={close}>
            {t('common:orderPrompt.notReceivedYet')}
          </Button>
          <Button variant="contained" color="sell" disabled={!amountOk || !nameOk} onClick={next}>
            {t('release.continue')}
          </Button>
        </>
      }
    >
      <Stack spacing={1}>
        <Typography>{t('release.checklistIntro')}</Typography>
        <FormControlLabel
          control={<Checkbox checked={amountOk} onChange={(e) => setAmountOk(e.target.checked)} />}
          label={t('release.checkAmount', { amount, fiat })}
        />
        <FormControlLabel
          control={<Checkbox checked={nameOk} onChange={(e) => setNameOk(e.target.checked)} />}
          label={t('release.checkName', { name: buyerName })}
        />
        <Alert severity="warning">{t('release.otherAccount')}</Alert>
      </Stack>
    </AppDialog>
  );
}
