import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { OpenAppealAction } from '../appeal/open-appeal-action';
import { ReleaseAction } from '../dialogs/release-action';
import { RemindAction } from '../dialogs/remind-action';
import { ReminderReceived } from '../components/reminder-received';
import { useAmountFormat } from '../hooks/use-amount-format';
import { openChatAttachment } from '../chat/open-chat-attachment';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

/** The paid stage under either status label; Appeal counts down to the window the order states (Order.appeal). */
export function PaidStage({ order, actions, summary, details }: StepProps) {
  const { t } = useTranslation('orders');
  const amount = useAmountFormat()(order.fiatAmount, order.fiat);
  const appeal = <OpenAppealAction order={order} actions={actions} />;
  if (order.role === 'SELLER') {
    return (
      <StepFrame
        title={t('step.checkPaymentTitle')}
        texts={[t('step.checkPaymentText', { amount, fiat: order.fiat }), t('step.appealHint')]}
        tone="warning"
        summary={summary}
        notice={<ReminderReceived order={order} />}
        details={details}
        primary={<ReleaseAction order={order} actions={actions} />}
      >
        {appeal}
      </StepFrame>
    );
  }
  return (
    <StepFrame
      title={t('step.awaitReleaseTitle')}
      texts={[t('common:orderPrompt.waitingSeller'), t('step.proofHint'), t('step.appealHint')]}
      summary={summary}
      details={details}
    >
      <RemindAction order={order} actions={actions} />
      <Button variant="outlined" onClick={openChatAttachment}>
        {t('step.attachProof')}
      </Button>
      {appeal}
    </StepFrame>
  );
}
