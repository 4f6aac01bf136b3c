import { useTranslation } from 'react-i18next';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

/** IN_PROCESS: under appeal; customer service handles the order. */
export function InProcessStep({ summary, details }: StepProps) {
  const { t } = useTranslation('orders');
  return (
    <StepFrame
      title={t('step.inProcessTitle')}
      texts={[t('step.inProcessText')]}
      tone="warning"
      summary={summary}
      details={details}
    />
  );
}
