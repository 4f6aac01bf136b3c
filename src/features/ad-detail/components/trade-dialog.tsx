import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Advertisement } from '@/api/generated/models';
import { AppDialog } from '@ds';
import type { usePlaceOrder } from '../hooks/use-place-order';
import type { SeenAdTerms } from '@/shared/routing/seen-ad-terms';
import { AdChanges } from './ad-changes';
import { DealSummary } from './deal-summary';

export interface TradeDialogProps {
  side: 'buy' | 'sell';
  ad: Advertisement;
  locale: string;
  /** The ad's price, formatted with the fiat's decimals. */
  price: string;
  order: ReturnType<typeof usePlaceOrder>;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  /** What the form opens over the dialog (the sell side's payment methods). */
  after?: ReactNode;
  /** The terms the trader saw before the form: what changed since is said above the deal. */
  seen?: SeenAdTerms | null;
}

/** The frame both trade dialogs share; it cannot be dismissed while the order is being placed. */
export function TradeDialog({
  side,
  ad,
  locale,
  price,
  order,
  onClose,
  onSubmit,
  children,
  after,
  seen,
}: TradeDialogProps) {
  const { t } = useTranslation('ad-detail');
  const formId = useId();
  return (
    <>
      <AppDialog
        open
        onClose={onClose}
        title={t(side === 'buy' ? 'form.buyTitle' : 'form.sellTitle', { asset: ad.asset })}
        maxWidth="sm"
        fullScreenOnPhone
        dismissible={!order.pending}
        actions={
          <>
            <Button variant="outlined" color="neutral" onClick={onClose} disabled={order.pending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" form={formId} variant="contained" color={side} loading={order.pending}>
              {t(side === 'buy' ? 'form.submitBuy' : 'form.submitSell', { asset: ad.asset })}
            </Button>
          </>
        }
      >
        <Stack component="form" id={formId} noValidate spacing={2} sx={{ pt: 1 }} onSubmit={onSubmit}>
          <AdChanges seen={seen} ad={ad} locale={locale} />
          <DealSummary ad={ad} locale={locale} price={price} />
          {children}
          {order.error && (
            <Alert severity="error" role="alert">
              {order.error}
            </Alert>
          )}
        </Stack>
      </AppDialog>
      {after}
      {order.verificationElement}
    </>
  );
}
