import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { RhfTextField, SelectField } from '@ds';
import type { AdFormValues } from '../../forms/ad-form-values';

/** The choices offered for each condition; 0 is none, the contract's bounds are 365 days and 20 orders. */
const DAYS = [0, 7, 15, 30, 60, 90, 180, 365];
const OPEN_ORDERS = [0, 1, 2, 3, 5, 10, 20];

export interface TermsStepProps {
  control: Control<AdFormValues>;
  remarkMax: number;
  autoReplyMax: number;
  /** Ads one maker may have online for one side and pair (the rules; 30023 beyond). */
  onlineMax: number;
  /** Editing: the online switch lives on My ads. */
  editing: boolean;
}

/** Step 3: what takers read, what the chat says first, and who may take the ad (docs/product-rules.md §18.5). */
export function TermsStep({ control, remarkMax, autoReplyMax, onlineMax, editing }: TermsStepProps) {
  const { t } = useTranslation('my-ads');
  const [remark, autoReply] = useWatch({ control, name: ['remark', 'autoReply'] });
  const numberSelect = (
    name: 'minRegisteredDays' | 'maxOpenOrders',
    label: string,
    options: readonly number[],
    text: (n: number) => string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField
          label={label}
          value={String(field.value)}
          onChange={(value) => field.onChange(Number(value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
        >
          {options.map((n) => (
            <MenuItem key={n} value={String(n)}>
              {n === 0 ? t('form.noCondition') : text(n)}
            </MenuItem>
          ))}
        </SelectField>
      )}
    />
  );

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <RhfTextField
        control={control}
        name="remark"
        label={t('form.remark')}
        growToLines={6}
        inputProps={{ maxLength: remarkMax }}
        helperText={t('form.remarkHint', { length: remark.length, max: remarkMax })}
      />
      <RhfTextField
        control={control}
        name="autoReply"
        label={t('form.autoReply')}
        growToLines={4}
        inputProps={{ maxLength: autoReplyMax }}
        helperText={t('form.autoReplyHint', { length: autoReply.length, max: autoReplyMax })}
      />
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ mb: 1 }}>
          {t('form.conditions')}
        </FormLabel>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Controller
            control={control}
            name="kycRequired"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(_event, on) => field.onChange(on)}
                    slotProps={{ input: { ref: field.ref } }}
                  />
                }
                label={t('form.kycRequired')}
              />
            )}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {numberSelect('minRegisteredDays', t('form.minRegisteredDays'), DAYS, (count) => t('form.days', { count }))}
            {numberSelect('maxOpenOrders', t('form.maxOpenOrders'), OPEN_ORDERS, (count) =>
              t('form.orders', { count }),
            )}
          </Box>
        </Box>
      </FormControl>
      {!editing && (
        <Controller
          control={control}
          name="online"
          render={({ field }) => (
            <Box>
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value}
                    onChange={(_event, on) => field.onChange(on)}
                    slotProps={{ input: { ref: field.ref, 'aria-describedby': 'ad-form-online-limit' } }}
                  />
                }
                label={field.value ? t('form.onlineNow') : t('form.offlineForNow')}
              />
              <Typography id="ad-form-online-limit" variant="body2" color="text.secondary">
                {t('form.onlineLimit', { count: onlineMax })}
              </Typography>
            </Box>
          )}
        />
      )}
    </Box>
  );
}
