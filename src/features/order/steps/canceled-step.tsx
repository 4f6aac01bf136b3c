import { useTranslation } from 'react-i18next';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

/** CANCELED: by a party or because the pay-by time passed; the escrow went back to the seller. */
export function CanceledStep(_: StepProps) {
  const { t } = useTranslation('order');
  return <StepFrame title={t('step.canceledTitle')} texts={[t('step.canceledText')]} />;
}
