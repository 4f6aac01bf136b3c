import { useTranslation } from 'react-i18next';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

/**
 * CANCELED: by a party or because the pay-by time passed; the escrow went back to the seller. No figures and no
 * payment details: nothing is to be paid any more (the order information below keeps the record).
 */
export function CanceledStep(_: StepProps) {
  const { t } = useTranslation('order');
  return <StepFrame title={t('step.canceledTitle')} texts={[t('step.canceledText')]} />;
}
