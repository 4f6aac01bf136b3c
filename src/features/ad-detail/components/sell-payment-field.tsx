import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserPayment } from '@/api/generated/models';
import { FailureMessage, RhfSelectField } from '@ds';
import { failureText } from '@/shared/api-failures';
import { usePayMethodName } from '@/shared/i18n';
import type { SellFormValues } from '../forms/sell-schema';

export interface SellPaymentFieldProps {
  control: Control<SellFormValues>;
  usable: readonly UserPayment[];
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  onManage: () => void;
}

export function SellPaymentField({ control, usable, query, onManage }: SellPaymentFieldProps) {
  const { t } = useTranslation('ad-detail');
  const methodName = usePayMethodName();
  return (
    <Stack spacing={1}>
      {/* On a phone Manage goes under the field, which keeps the whole width for the method and account. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 1 }} sx={{ alignItems: 'flex-start' }}>
        <RhfSelectField
          control={control}
          name="userPaymentId"
          required
          fullWidth
          label={t('form.payMethod')}
          disabled={usable.length === 0}
          // The account number is what tells two saved accounts apart: it is never cut.
          wrap
        >
          {usable.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {t('form.savedMethod', {
                name: methodName({ code: p.methodCode, name: p.methodName }),
                account: p.accountNo,
              })}
            </MenuItem>
          ))}
        </RhfSelectField>
        <Button
          variant="text"
          onClick={onManage}
          sx={{ mt: { sm: 1 }, flexShrink: 0, alignSelf: { xs: 'flex-end', sm: 'auto' } }}
        >
          {t('form.manage')}
        </Button>
      </Stack>
      {query.isError ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="error">
            <FailureMessage text={t('form.methodsError')} reason={failureText(query.error, t)} />
          </Typography>
          <Button size="small" onClick={() => void query.refetch()}>
            {t('form.retry')}
          </Button>
        </Stack>
      ) : (
        !query.isPending &&
        usable.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('form.noMatchingMethod')}
          </Typography>
        )
      )}
    </Stack>
  );
}
