import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useController, type Control } from 'react-hook-form';
import { useGetUserPayments } from '@/api/generated/endpoints/payment-methods/payment-methods';
import type { PayMethod } from '@/api/generated/models';
import { FailureMessage, useFieldErrorText } from '@ds';
import { PaymentMethodsDialog } from '@/features/payment-methods';
import { failureText } from '@/shared/api-failures';
import { usePayMethodName } from '@/shared/i18n';
import type { AdFormValues } from '../../forms/ad-form-values';

export interface PayMethodsFieldProps {
  control: Control<AdFormValues>;
  makerSide: AdFormValues['makerSide'];
  /** The methods an ad in this fiat may name. */
  methods: readonly PayMethod[];
  max: number;
  /** Checks the field again: a box ticked after a failed Next clears the message at once. */
  revalidate: (name: 'userPaymentIds' | 'payMethodCodes') => void;
}

/**
 * A sell ad names the trader's saved accounts buyers pay to, with Manage to add one; a buy ad names the method types
 * the trader pays with (docs/product-rules.md §18.5).
 */
export function PayMethodsField({ control, makerSide, methods, max, revalidate }: PayMethodsFieldProps) {
  const { t } = useTranslation('my-ads');
  const methodName = usePayMethodName();
  const sells = makerSide === 'SELL';
  const { field, fieldState } = useController({ control, name: sells ? 'userPaymentIds' : 'payMethodCodes' });
  const errorText = useFieldErrorText()(fieldState.error?.message, { count: String(max) });
  const payments = useGetUserPayments({ request: { silent: true }, query: { enabled: sells } });
  const [managing, setManaging] = useState(false);
  const chosen: string[] = field.value;
  const codes = new Set(methods.map((m) => m.code));
  const options = sells
    ? (payments.data?.list ?? [])
        .filter((p) => codes.has(p.methodCode))
        .map((p) => ({
          value: p.id,
          label: t('form.savedMethod', {
            name: methodName({ code: p.methodCode, name: p.methodName }),
            account: p.accountNo,
          }),
        }))
    : methods.map((m) => ({ value: m.code, label: methodName(m) }));
  const change = (next: string[]) => {
    field.onChange(next);
    if (fieldState.error) revalidate(sells ? 'userPaymentIds' : 'payMethodCodes');
  };
  const toggle = (value: string, on: boolean) =>
    change(on ? [...chosen.filter((v) => v !== value), value] : chosen.filter((v) => v !== value));

  return (
    <FormControl component="fieldset" error={!!fieldState.error} required>
      <FormLabel component="legend">{sells ? t('form.payToLabel') : t('form.payWithLabel')}</FormLabel>
      <FormHelperText sx={{ mx: 0 }}>{t('form.payMethodsHint', { count: max })}</FormHelperText>
      {sells && payments.isError && !payments.data ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="error">
            <FailureMessage text={t('form.methodsError')} reason={failureText(payments.error, t)} />
          </Typography>
          <Button size="small" onClick={() => void payments.refetch()}>
            {t('form.retry')}
          </Button>
        </Stack>
      ) : (
        <FormGroup>
          {options.map((option, index) => (
            <FormControlLabel
              key={option.value}
              control={
                <Checkbox
                  checked={chosen.includes(option.value)}
                  onChange={(_event, on) => toggle(option.value, on)}
                  onBlur={field.onBlur}
                  disabled={!chosen.includes(option.value) && chosen.length >= max}
                  slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                />
              }
              label={option.label}
              sx={{ overflowWrap: 'anywhere' }}
            />
          ))}
        </FormGroup>
      )}
      {sells && payments.data && options.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('form.noSavedMethod')}
        </Typography>
      )}
      {!sells && methods.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('form.noMethodForFiat')}
        </Typography>
      )}
      {errorText && <FormHelperText sx={{ mx: 0 }}>{errorText}</FormHelperText>}
      {sells && (
        <Button variant="text" onClick={() => setManaging(true)} sx={{ alignSelf: 'flex-start', mt: 0.5 }}>
          {t('form.manage')}
        </Button>
      )}
      {managing && (
        <PaymentMethodsDialog
          accepted={methods}
          onUse={(payment) => {
            if (!chosen.includes(payment.id) && chosen.length < max) change([...chosen, payment.id]);
            setManaging(false);
          }}
          onClose={() => setManaging(false)}
        />
      )}
    </FormControl>
  );
}
