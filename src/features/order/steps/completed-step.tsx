import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { D } from '@ds';
import { useAmountFormat } from '../hooks/use-amount-format';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

/** COMPLETED: the buyer got the crypto minus the fee (contract Order.fee), the seller's crypto left escrow. */
export function CompletedStep({ order }: StepProps) {
  const { t } = useTranslation('order');
  const format = useAmountFormat();
  const net = Decimal.max(D(order.cryptoAmount).minus(D(order.fee)), 0).toString();
  const text =
    order.role === 'BUYER'
      ? t('step.completedBuyer', { amount: format(net, order.asset), asset: order.asset })
      : t('step.completedSeller', { amount: format(order.cryptoAmount, order.asset), asset: order.asset });
  return <StepFrame title={t('step.completedTitle')} texts={[text]} tone="success" />;
}
