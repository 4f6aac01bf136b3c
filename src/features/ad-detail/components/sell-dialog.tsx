import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Advertisement } from '@/api/generated/models';
import { AppDialog, formatAmount } from '@ds';
import { MarketPrice } from '@/platform/market-price';
import type { AmountRules } from '../forms/amount-rules';
import { usePlaceOrder } from '../hooks/use-place-order';
import { useSellForm } from '../hooks/use-sell-form';
import { PaymentMethodsDialog } from '../payment-methods/payment-methods-dialog';
import { AmountControl } from './amount-control';
import { FactList } from './fact-list';
import { SellBalance } from './sell-balance';
import { SellPaymentField } from './sell-payment-field';

export interface SellDialogProps {
  ad: Advertisement;
  rules: AmountRules;
  locale: string;
  onClose: () => void;
}

/** Spec §2 sell dialog: I will sell, available balance, payment method with a Manage link (issue 5). */
export function SellDialog({ ad, rules, locale, onClose }: SellDialogProps) {
  const { t } = useTranslation('trade');
  const formId = useId();
  const sell = useSellForm(ad, rules);
  const order = usePlaceOrder();
  const [managing, setManaging] = useState(false);
  const { control, handleSubmit } = sell.form;
  const fiat = (value: string) => formatAmount(value, { decimals: rules.fiatDecimals, locale });

  return (
    <>
      <AppDialog
        open
        onClose={onClose}
        title={t('form.sellTitle', { asset: ad.asset })}
        maxWidth="sm"
        fullScreenOnPhone
        dismissible={!order.pending}
        actions={
          <>
            <Button variant="outlined" color="neutral" onClick={onClose} disabled={order.pending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" form={formId} variant="contained" color="sell" loading={order.pending}>
              {t('form.submitSell', { asset: ad.asset })}
            </Button>
          </>
        }
      >
        <Stack component="form" id={formId} noValidate spacing={2} sx={{ pt: 1 }} onSubmit={(e) => void handleSubmit((values) => order.place(sell.toDraft(values)))(e)}>
          <Typography variant="body2" color="text.secondary">
            {t('form.priceLine', { price: fiat(ad.price), fiat: ad.fiat, asset: ad.asset })}
          </Typography>
          <MarketPrice asset={ad.asset} fiat={ad.fiat} locale={locale} />
          <AmountControl
            control={control}
            name="cryptoAmount"
            focusOnOpen
            onType={sell.typeSell}
            label={t('form.sell')}
            asset={ad.asset}
            maxDecimals={rules.cryptoDecimals}
            max={sell.max}
            helperText={t('form.limitHint', { min: fiat(ad.minLimit), max: fiat(ad.maxLimit), fiat: ad.fiat })}
            messageValues={{ min: `${fiat(ad.minLimit)} ${ad.fiat}`, max: `${fiat(ad.maxLimit)} ${ad.fiat}` }}
          />
          <SellBalance asset={ad.asset} decimals={rules.cryptoDecimals} locale={locale} balance={sell.balance} query={sell.balances} short={sell.short} />
          <div aria-live="polite">
            <FactList facts={[{ label: t('form.receive'), value: `${sell.fiat ? fiat(sell.fiat) : formatAmount(null)} ${ad.fiat}` }]} />
          </div>
          <SellPaymentField control={control} usable={sell.usable} query={sell.payments} onManage={() => setManaging(true)} />
          {order.error && (
            <Alert severity="error" role="alert">
              {order.error}
            </Alert>
          )}
        </Stack>
      </AppDialog>
      {managing && (
        <PaymentMethodsDialog
          accepted={ad.payMethods}
          onClose={() => setManaging(false)}
          onUse={(payment) => {
            sell.choose(payment.id);
            setManaging(false);
          }}
        />
      )}
      {order.verificationElement}
    </>
  );
}
