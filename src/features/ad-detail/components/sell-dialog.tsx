import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import type { Advertisement } from '@/api/generated/models';
import { FactList, RhfAmountField, formatAmount } from '@ds';
import type { AmountRules } from '../forms/amount-rules';
import { usePlaceOrder } from '../hooks/use-place-order';
import { useSellForm } from '../hooks/use-sell-form';
import { PaymentMethodsDialog } from '@/features/payment-methods';
import { SellBalance } from './sell-balance';
import { SellPaymentField } from './sell-payment-field';
import type { SeenAdTerms } from '@/shared/routing/seen-ad-terms';
import { TradeDialog } from './trade-dialog';

export interface SellDialogProps {
  ad: Advertisement;
  rules: AmountRules;
  locale: string;
  onClose: () => void;
  /** The terms the trader saw before the form (see TradeDialog). */
  seen?: SeenAdTerms | null;
}

export function SellDialog({ ad, rules, locale, onClose, seen }: SellDialogProps) {
  const { t } = useTranslation('ad-detail');
  const sell = useSellForm(ad, rules);
  const order = usePlaceOrder();
  const [managing, setManaging] = useState(false);
  const { control, handleSubmit } = sell.form;
  const fiat = (value: string) => formatAmount(value, { decimals: rules.fiatDecimals, locale });
  const crypto = (value: string) => formatAmount(value, { decimals: rules.cryptoDecimals, locale });

  return (
    <TradeDialog
      seen={seen}
      side="sell"
      ad={ad}
      locale={locale}
      price={fiat(ad.price)}
      order={order}
      onClose={onClose}
      onSubmit={(e) => void handleSubmit((values) => order.place(sell.toDraft(values)))(e)}
      after={
        managing && (
          <PaymentMethodsDialog
            accepted={ad.payMethods}
            onClose={() => setManaging(false)}
            onUse={(payment) => {
              sell.choose(payment.id);
              setManaging(false);
            }}
          />
        )
      }
    >
      <RhfAmountField
        control={control}
        name="cryptoAmount"
        required
        // The WAI-ARIA dialog pattern: the form was opened to type this amount, so it takes the focus.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        onType={sell.typeSell}
        label={t('form.sell')}
        asset={ad.asset}
        maxDecimals={rules.cryptoDecimals}
        max={sell.max}
        helperText={t('form.limitHint', { min: fiat(ad.minLimit), max: fiat(ad.maxLimit), fiat: ad.fiat })}
        messageValues={{ min: `${fiat(ad.minLimit)} ${ad.fiat}`, max: `${fiat(ad.maxLimit)} ${ad.fiat}` }}
      />
      <SellBalance
        asset={ad.asset}
        decimals={rules.cryptoDecimals}
        locale={locale}
        balance={sell.balance}
        query={sell.balances}
        short={sell.short}
      />
      <div aria-live="polite">
        <FactList
          facts={[
            { label: t('form.receive'), value: `${sell.fiat ? fiat(sell.fiat) : formatAmount(null)} ${ad.fiat}` },
            // The figure the order will show as its fee; it comes off the crypto the buyer receives.
            { label: t('form.fee'), value: `${sell.fee ? crypto(sell.fee) : formatAmount(null)} ${ad.asset}` },
          ]}
        />
        <Typography variant="caption" color="text.secondary">
          {t('form.sellFeeHint')}
        </Typography>
      </div>
      <SellPaymentField
        control={control}
        usable={sell.usable}
        query={sell.payments}
        onManage={() => setManaging(true)}
      />
    </TradeDialog>
  );
}
