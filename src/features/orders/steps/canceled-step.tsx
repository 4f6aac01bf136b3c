import { useTranslation } from 'react-i18next';
import { OpenAppealAction } from '../appeal/open-appeal-action';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

/**
 * No figures or payment details: nothing is to be paid any more, and the order information keeps the record. A buyer
 * who paid anyway may still appeal for the time the order states.
 */
export function CanceledStep({ order, actions }: StepProps) {
  const { t } = useTranslation('orders');
  return (
    <StepFrame title={t('step.canceledTitle')} texts={[t('step.canceledText')]}>
      {order.appealable && <OpenAppealAction order={order} actions={actions} />}
    </StepFrame>
  );
}
