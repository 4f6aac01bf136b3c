import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { RhfAmountField, SelectField, formatAmount, useFormatMinutes } from '@ds';
import type { AdFormValues } from '../../forms/ad-form-values';
import { largestOrder, takerPrice } from '../../forms/ad-price';
import type { AdFormEnv } from './ad-form-env';
import { PayMethodsField } from './pay-methods-field';

export interface AmountPaymentStepProps {
  control: Control<AdFormValues>;
  env: AdFormEnv;
  /** A sell ad's most: the spot balance's available; undefined while unknown or for a buy ad. */
  maxQuantity: string | undefined;
  minQuantity: string | undefined;
  revalidate: (name: 'userPaymentIds' | 'payMethodCodes') => void;
}

/** Step 2: how much in all, per order, how takers pay and how long they have (docs/product-rules.md §18.4). */
export function AmountPaymentStep({ control, env, maxQuantity, minQuantity, revalidate }: AmountPaymentStepProps) {
  const { t } = useTranslation('my-ads');
  const minutes = useFormatMinutes();
  const [makerSide, asset, fiat, priceType, price, margin, quantity] = useWatch({
    control,
    name: ['makerSide', 'asset', 'fiat', 'priceType', 'price', 'margin', 'quantity'],
  });
  const crypto = (value: string) => `${formatAmount(value, { asset, locale: env.locale })} ${asset}`;
  const money = (value: string) => `${formatAmount(value, { asset: fiat, locale: env.locale })} ${fiat}`;
  const ceiling = largestOrder(
    quantity,
    takerPrice({ priceType, price, margin }, env.market, env.fiatScale),
    env.fiatScale,
  );
  const sells = makerSide === 'SELL';

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <RhfAmountField
        control={control}
        name="quantity"
        asset={asset}
        maxDecimals={env.cryptoScale}
        max={sells ? maxQuantity : undefined}
        required
        label={t(sells ? 'form.quantitySell' : 'form.quantityBuy', { asset })}
        helperText={sells && maxQuantity !== undefined ? t('form.available', { amount: crypto(maxQuantity) }) : ''}
        messageValues={{ amount: minQuantity ? crypto(minQuantity) : '' }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <RhfAmountField
          control={control}
          name="minLimit"
          asset={fiat}
          maxDecimals={env.fiatScale}
          required
          label={t('form.minLimit', { fiat })}
        />
        <RhfAmountField
          control={control}
          name="maxLimit"
          asset={fiat}
          maxDecimals={env.fiatScale}
          required
          label={t('form.maxLimit', { fiat })}
          helperText={ceiling ? t('form.maxLimitHint', { max: money(ceiling.toFixed()) }) : ''}
          messageValues={{ max: ceiling ? money(ceiling.toFixed()) : '' }}
        />
      </Box>
      <PayMethodsField
        control={control}
        makerSide={makerSide}
        methods={env.rules.payMethods ?? []}
        max={env.rules.maxPayMethods}
        revalidate={revalidate}
      />
      <Controller
        control={control}
        name="payWindowMinutes"
        render={({ field, fieldState }) => (
          <SelectField
            label={t('form.payWindow')}
            value={String(field.value)}
            onChange={(value) => field.onChange(Number(value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={!!fieldState.error}
            helperText={t(sells ? 'form.payWindowSellHint' : 'form.payWindowBuyHint')}
          >
            {env.rules.payWindowMinutes.map((window) => (
              <MenuItem key={window} value={String(window)}>
                {minutes(window)}
              </MenuItem>
            ))}
          </SelectField>
        )}
      />
    </Box>
  );
}
