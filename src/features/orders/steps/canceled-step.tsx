import { useTranslation } from 'react-i18next';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

/** No figures or payment details: nothing is to be paid any more, and the order information keeps the record. */
export function CanceledStep(_: StepProps) {
  const { t } = useTranslation('orders');
  return <StepFrame title={t('step.canceledTitle')} texts={[t('step.canceledText')]} />;
}
