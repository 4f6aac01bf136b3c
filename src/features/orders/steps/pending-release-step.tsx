import { useTranslation } from 'react-i18next';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

/** PENDING_RELEASE: the seller confirmed receipt and the system is releasing the crypto. */
export function PendingReleaseStep({ summary, details }: StepProps) {
  const { t } = useTranslation('orders');
  return (
    <StepFrame title={t('step.releasingTitle')} texts={[t('step.releasingText')]} summary={summary} details={details} />
  );
}
