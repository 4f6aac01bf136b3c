import { useTranslation } from 'react-i18next';
import { CancelAction } from '../dialogs/cancel-action';
import { PaidAction } from '../dialogs/paid-action';
import { RemindAction } from '../dialogs/remind-action';
import { ReminderReceived } from '../components/reminder-received';
import { useAmountFormat } from '../hooks/use-amount-format';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

/** PENDING_PAYMENT: the buyer pays and marks it (or cancels before paying); the seller waits. */
export function PendingPaymentStep({ order, actions, summary, details, deadline }: StepProps) {
  const { t } = useTranslation('orders');
  const amount = useAmountFormat()(order.fiatAmount, order.fiat);
  if (order.role === 'SELLER') {
    return (
      <StepFrame
        title={t('step.awaitPaymentTitle')}
        texts={[t('common:orderPrompt.waitingPayment'), t('step.awaitPaymentText')]}
        summary={summary}
        details={details}
      >
        {order.reminder?.availableAt ? <RemindAction order={order} actions={actions} /> : undefined}
      </StepFrame>
    );
  }
  return (
    <StepFrame
      title={t('step.payTitle')}
      texts={[t('step.payText', { amount, fiat: order.fiat })]}
      tone="warning"
      summary={summary}
      notice={<ReminderReceived order={order} />}
      details={details}
      primary={<PaidAction order={order} actions={actions} />}
      deadline={deadline}
    >
      {order.cancelable && <CancelAction order={order} actions={actions} />}
    </StepFrame>
  );
}
