import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useGetUserPayments } from '@/api/generated/endpoints/payment-methods/payment-methods';
import type { PayMethod, UserPayment } from '@/api/generated/models';
import { ConfirmDialog, EmptyState, ErrorState, FailureMessage, LoadingState } from '@ds';
import { failureText } from '@/shared/api-failures';
import { usePayMethodName } from '@/shared/i18n';
import { PaymentMethodItem } from './payment-method-item';
import { useRemovePayment } from './use-remove-payment';

export interface PaymentMethodListProps {
  accepted: readonly PayMethod[];
  onUse: (payment: UserPayment) => void;
  onAdd: () => void;
}

export function PaymentMethodList({ accepted, onUse, onAdd }: PaymentMethodListProps) {
  const { t } = useTranslation('payment-methods');
  const methodName = usePayMethodName();
  const payments = useGetUserPayments({ request: { silent: true } });
  const removal = useRemovePayment();
  const [removing, setRemoving] = useState<UserPayment | null>(null);
  const codes = new Set(accepted.map((m) => m.code));
  const list = payments.data?.list ?? [];

  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {payments.isPending ? (
        <LoadingState rows={2} rowHeight={72} label={t('manage.loading')} />
      ) : payments.isError && !payments.data ? (
        <ErrorState
          message={<FailureMessage text={t('manage.error')} reason={failureText(payments.error, t)} />}
          onRetry={() => void payments.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState title={t('manage.empty')} />
      ) : (
        <Stack component="ul" spacing={1} aria-label={t('manage.title')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {list.map((payment) => (
            <PaymentMethodItem
              key={payment.id}
              payment={payment}
              accepted={codes.has(payment.methodCode)}
              onUse={() => onUse(payment)}
              onRemove={() => setRemoving(payment)}
            />
          ))}
        </Stack>
      )}
      {removal.error && (
        <Alert severity="error" role="alert">
          {removal.error}
        </Alert>
      )}
      <Button variant="outlined" onClick={onAdd} sx={{ alignSelf: 'flex-start' }}>
        {t('manage.add')}
      </Button>
      <ConfirmDialog
        open={removing !== null}
        title={t('manage.removeTitle')}
        body={
          removing
            ? t('manage.removeBody', {
                name: methodName({ code: removing.methodCode, name: removing.methodName }),
                account: removing.accountNo,
              })
            : undefined
        }
        consequence={t('manage.removeConsequence')}
        confirmLabel={t('manage.remove')}
        confirmColor="error"
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing) await removal.remove(removing.id);
          setRemoving(null);
        }}
      />
      {removal.verificationElement}
    </Stack>
  );
}
