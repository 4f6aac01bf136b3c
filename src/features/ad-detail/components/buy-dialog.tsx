import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { Advertisement } from '@/api/generated/models';
import { FactList, NO_AMOUNT, RhfAmountField, RhfSelectField, RhfTextField, formatAmount } from '@ds';
import { usePayMethodName } from '@/shared/i18n';
import type { AmountRules } from '../forms/amount-rules';
import { NOTES_MAX } from '../forms/buy-schema';
import { useBuyForm } from '../hooks/use-buy-form';
import { usePlaceOrder } from '../hooks/use-place-order';
import type { SeenAdTerms } from '@/shared/routing/seen-ad-terms';
import { TradeDialog } from './trade-dialog';

export interface BuyDialogProps {
  ad: Advertisement;
  rules: AmountRules;
  locale: string;
  onClose: () => void;
  /** The terms the trader saw before the form (see TradeDialog). */
  seen?: SeenAdTerms | null;
}

export function BuyDialog({ ad, rules, locale, onClose, seen }: BuyDialogProps) {
  const { t } = useTranslation('ad-detail');
  const methodName = usePayMethodName();
  const { form, amounts, max, notesLength, typePay, typeReceive, toDraft } = useBuyForm(ad, rules);
  const order = usePlaceOrder();
  const { control, handleSubmit } = form;
  const crypto = (value: string) => `${formatAmount(value, { decimals: rules.cryptoDecimals, locale })} ${ad.asset}`;
  const fiat = (value: string) => formatAmount(value, { decimals: rules.fiatDecimals, locale });

  return (
    <TradeDialog
      seen={seen}
      side="buy"
      ad={ad}
      locale={locale}
      price={fiat(ad.price)}
      order={order}
      onClose={onClose}
      onSubmit={(e) => void handleSubmit((values) => order.place(toDraft(values)))(e)}
    >
      <RhfAmountField
        control={control}
        name="fiatAmount"
        required
        // The WAI-ARIA dialog pattern: the form was opened to type this amount, so it takes the focus.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        onType={typePay}
        label={t('form.pay')}
        asset={ad.fiat}
        maxDecimals={rules.fiatDecimals}
        max={max}
        helperText={t('form.limitHint', { min: fiat(ad.minLimit), max: fiat(ad.maxLimit), fiat: ad.fiat })}
        messageValues={{ min: `${fiat(ad.minLimit)} ${ad.fiat}`, max: `${fiat(ad.maxLimit)} ${ad.fiat}` }}
      />
      <RhfAmountField
        control={control}
        name="cryptoAmount"
        required
        onType={typeReceive}
        label={t('form.receive')}
        asset={ad.asset}
        maxDecimals={rules.cryptoDecimals}
        helperText={t('form.remainingHint', { amount: crypto(ad.remaining) })}
      />
      <FactList
        facts={[
          // The fee (feeRate x the order's crypto amount) comes off what is received.
          { label: t('form.orderAmount'), value: amounts.gross ? crypto(amounts.gross) : NO_AMOUNT },
          { label: t('form.fee'), value: amounts.fee ? crypto(amounts.fee) : NO_AMOUNT },
        ]}
      />
      <Typography variant="caption" color="text.secondary">
        {t('form.feeHint')}
      </Typography>
      <RhfSelectField control={control} name="payMethodCode" required label={t('form.payMethod')}>
        {ad.payMethods.map((method) => (
          <MenuItem key={method.code} value={method.code}>
            {methodName(method)}
          </MenuItem>
        ))}
      </RhfSelectField>
      <RhfTextField
        control={control}
        name="notes"
        label={t('form.notes')}
        growToLines={6}
        helperText={t('form.notesCount', { length: notesLength, max: NOTES_MAX })}
      />
    </TradeDialog>
  );
}
