import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Decimal from 'decimal.js';
import type { MyAd } from '@/api/generated/models';
import { ConfirmDialog, FailureMessage, formatAmount, toast } from '@ds';
import { paths } from '@/shared/routing/paths';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import type { AdCommandFailure } from '../hooks/use-ad-commands';

export interface MyAdActionsProps {
  ad: MyAd;
  /** The ad as a screen reader names it in each control ("Sell USDT for EUR, AD…"). */
  name: string;
  locale: string;
  setOnline: (ad: MyAd, online: boolean) => Promise<AdCommandFailure | null>;
  close: (ad: MyAd) => Promise<AdCommandFailure | null>;
  /** After a close: the buttons are about to leave with the focus in them. */
  onClosed: (adNo: string) => void;
}

/** Online or offline in one switch, shown at once and undone if refused; Close after a confirmation. */
export function MyAdActions({ ad, name, locale, setOnline, close, onClosed }: MyAdActionsProps) {
  const { t } = useTranslation(['my-ads', 'common']);
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<AdCommandFailure | null>(null);
  const lang = useCurrentLanguage();

  const toggle = async (online: boolean) => {
    setPending(true);
    setFailure(null);
    const failed = await setOnline(ad, online);
    setPending(false);
    setFailure(failed);
    if (!failed) toast.success(t(online ? 'online.wentOnline' : 'online.wentOffline'));
  };

  const confirmClose = async () => {
    const failed = await close(ad);
    setConfirming(false);
    setFailure(failed);
    if (failed) return;
    toast.success(t('close.done'));
    onClosed(ad.adNo);
  };

  if (ad.status === 'CLOSED') return null;
  const holds = ad.makerSide === 'SELL' && new Decimal(ad.remaining).gt(0);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={ad.status === 'ONLINE'}
              disabled={pending}
              onChange={(_event, checked) => void toggle(checked)}
              slotProps={{ input: { 'aria-label': t('online.labelFor', { ad: name }) } }}
            />
          }
          label={t('online.label')}
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            component={RouterLink}
            to={paths.editAd(lang, ad.adNo)}
            variant="outlined"
            aria-label={t('card.editFor', { ad: name })}
          >
            {t('card.edit')}
          </Button>
          <Button
            variant="text"
            color="error"
            onClick={() => setConfirming(true)}
            aria-label={t('close.actionFor', { ad: name })}
          >
            {t('close.action')}
          </Button>
        </Box>
      </Box>
      {failure && (
        <Alert severity="error" role="alert">
          <FailureMessage text={failure.text} reason={failure.reason} />
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('close.title')}
        body={
          holds
            ? t('close.sellBody', {
                amount: `${formatAmount(ad.remaining, { asset: ad.asset, locale })} ${ad.asset}`,
              })
            : t('close.body')
        }
        confirmLabel={t('close.confirm')}
        cancelLabel={t('common:action.cancel')}
        confirmColor="error"
        onConfirm={confirmClose}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
