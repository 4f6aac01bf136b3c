import { useTranslation } from 'react-i18next';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

/** FAILED: the release or settlement failed. */
export function FailedStep(_: StepProps) {
  const { t } = useTranslation('orders');
  return <StepFrame title={t('step.failedTitle')} texts={[t('step.failedText')]} tone="error" />;
}
