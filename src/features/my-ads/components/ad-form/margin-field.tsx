import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { Control } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { AddIcon, D, RemoveIcon, RhfAmountField, formatPercent, toMoney } from '@ds';
import type { AdFormValues } from '../../forms/ad-form-values';

const STEP = '0.1';

export interface MarginFieldProps {
  control: Control<AdFormValues>;
  min: string;
  max: string;
  locale: string;
}

/** The floating margin in percent of the market price, typed or stepped by a tenth with − and +, within the band. */
export function MarginField({ control, min, max, locale }: MarginFieldProps) {
  const { t } = useTranslation('my-ads');
  const { field } = useController({ control, name: 'margin' });
  const current = toMoney(field.value) ?? D(100);
  const stepTo = (next: ReturnType<typeof D>) => {
    const bounded = next.lt(min) ? D(min) : next.gt(max) ? D(max) : next;
    field.onChange(bounded.toFixed());
  };
  // Whole percents read as such ('80 %'); a band with decimals keeps them.
  const percent = (value: string) => formatPercent(D(value).div(100), locale, D(value).isInteger() ? 0 : 2);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', gap: 1, alignItems: 'start' }}>
      <IconButton
        aria-label={t('form.marginDown', { step: formatPercent(D(STEP).div(100), locale, 1) })}
        onClick={() => stepTo(current.minus(STEP))}
        disabled={current.lte(min)}
        sx={{ mt: 1 }}
      >
        <RemoveIcon />
      </IconButton>
      <RhfAmountField
        control={control}
        name="margin"
        asset="%"
        maxDecimals={2}
        required
        label={t('form.margin')}
        helperText={t('form.marginHint', { market: percent('100'), min: percent(min), max: percent(max) })}
        messageValues={{ min: percent(min), max: percent(max) }}
      />
      <IconButton
        aria-label={t('form.marginUp', { step: formatPercent(D(STEP).div(100), locale, 1) })}
        onClick={() => stepTo(current.plus(STEP))}
        disabled={current.gte(max)}
        sx={{ mt: 1 }}
      >
        <AddIcon />
      </IconButton>
    </Box>
  );
}
