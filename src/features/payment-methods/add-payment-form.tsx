import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { PayMethod, UserPayment } from '@/api/generated/models';
import { RhfSelectField, RhfTextField } from '@ds';
import { useSession } from '@/session/session-store';
import { usePayMethodName } from '@/shared/i18n';
import { PaymentImageField } from './payment-image-field';
import { paymentSchema, type PaymentFormValues } from './payment-schema';
import { useSavePayment } from './use-save-payment';

export interface AddPaymentFormProps {
  accepted: readonly PayMethod[];
  onBack: () => void;
  /** `use` is true for 'Save and use': the sell dialog selects the new method at once. */
  onSaved: (payment: UserPayment, use: boolean) => void;
}

export function AddPaymentForm({ accepted, onBack, onSaved }: AddPaymentFormProps) {
  const { t } = useTranslation('payment-methods');
  const methodName = usePayMethodName();
  // The receiver must match the verified name (contract create-user-payment), so it is offered as the default.
  const verifiedName = useSession((s) => s.kycInfo?.name) ?? '';
  const only = accepted.length === 1 ? (accepted[0]?.code ?? '') : '';
  const { control, handleSubmit } = useForm<PaymentFormValues>({
    resolver: yupResolver(paymentSchema),
    defaultValues: { methodCode: only, accountNo: '', receiverName: verifiedName },
    mode: 'onTouched',
  });
  const [image, setImage] = useState<File | null>(null);
  const saving = useSavePayment();

  const submit = (use: boolean) =>
    handleSubmit(async (values) => {
      const saved = await saving.save(values, image);
      if (saved) onSaved(saved, use);
    });

  return (
    <Stack component="form" noValidate spacing={2} sx={{ pt: 1 }} onSubmit={(e) => void submit(false)(e)}>
      <RhfSelectField control={control} name="methodCode" required label={t('form.method')}>
        {accepted.map((method) => (
          <MenuItem key={method.code} value={method.code}>
            {methodName(method)}
          </MenuItem>
        ))}
      </RhfSelectField>
      <RhfTextField control={control} name="accountNo" required label={t('form.account')} autoComplete="off" />
      <RhfTextField
        control={control}
        name="receiverName"
        required
        label={t('form.receiver')}
        helperText={t('form.receiverHint')}
        autoComplete="name"
      />
      <PaymentImageField file={image} onChange={setImage} disabled={saving.pending} />
      {saving.error && (
        <Alert severity="error" role="alert">
          {saving.error}
        </Alert>
      )}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="text" color="neutral" onClick={onBack} disabled={saving.pending}>
          {t('form.back')}
        </Button>
        <Button type="submit" variant="outlined" disabled={saving.pending}>
          {t('form.save')}
        </Button>
        <Button variant="contained" loading={saving.pending} onClick={(e) => void submit(true)(e)}>
          {t('form.saveAndUse')}
        </Button>
      </Stack>
      {saving.verificationElement}
    </Stack>
  );
}
