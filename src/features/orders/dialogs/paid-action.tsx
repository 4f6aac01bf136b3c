import { useTranslation } from 'react-i18next';
import { toast } from '@ds';
import { useAmountFormat } from '../hooks/use-amount-format';
import type { StepProps } from '../steps/step-props';
import { ConfirmedAction } from './confirmed-action';

/** Marking an order paid without paying freezes the account, so the dialog says so. */
export function PaidAction({ order, actions }: StepProps) {
  const { t } = useTranslation('orders');
  const amount = useAmountFormat()(order.fiatAmount, order.fiat);
  return (
    <ConfirmedAction
      action="PAID"
      actions={actions}
      label={t('action.paid')}
      color="buy"
      dialog={{
        title: t('common:orderPrompt.havePaidTitle'),
        body: t('paidDialog.body', { amount, fiat: order.fiat }),
        consequence: t('common:orderPrompt.maliciousPaid'),
        confirmLabel: t('common:orderPrompt.paid'),
        cancelLabel: t('common:orderPrompt.notPaidYet'),
        confirmColor: 'buy',
      }}
      onDone={() => toast.success(t('done.paid'))}
    />
  );
}
