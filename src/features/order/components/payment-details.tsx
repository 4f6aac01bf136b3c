import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/api/generated/models';
import { CopyButton, Countdown } from '@ds';
import { useAmountFormat } from '../hooks/use-amount-format';
import { DetailList, DetailRow } from './detail-list';

export interface PaymentDetailsProps {
  order: Order;
  /** Server time minus local time (spec §9), so a wrong device clock does not move the pay-by deadline. */
  serverOffsetMs: number;
  /** The deadline passed: read the order again (the server cancels it, contract OrderStatus). */
  onExpire: () => void;
}

/**
 * Spec §2: pay-by countdown, payment amount, payment method, receiver's name and payment info, with copy buttons
 * for what the buyer types into a bank app. The account details are plain text (contract Order.paymentInfo).
 */
export function PaymentDetails({ order, serverOffsetMs, onExpire }: PaymentDetailsProps) {
  const { t } = useTranslation('order');
  const amount = useAmountFormat()(order.fiatAmount, order.fiat);
  const pending = order.status === 'PENDING_PAYMENT';
  return (
    <Paper component="section" aria-labelledby="order-payment-heading" variant="outlined" sx={{ p: 2 }}>
      <Typography id="order-payment-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('payment.heading')}
      </Typography>
      {pending && (
        <Typography component="div" sx={{ mb: 1.5 }}>
          <Countdown
            deadline={order.payDeadline}
            serverOffsetMs={serverOffsetMs}
            onExpire={onExpire}
            label={order.role === 'BUYER' ? t('payment.payWithin') : t('payment.buyerPaysWithin')}
            urgentBelowMs={5 * 60_000}
          />
        </Typography>
      )}
      <DetailList>
        <DetailRow label={t('payment.amount')} extra={<CopyButton text={order.fiatAmount} label={t('payment.copyAmount')} />}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {t('details.money', { amount, code: order.fiat })}
          </Typography>
        </DetailRow>
        <DetailRow label={t('payment.method')}>{order.payMethodName}</DetailRow>
        <DetailRow label={t('payment.receiverName')} extra={<CopyButton text={order.receiverName} label={t('payment.copyReceiverName')} />}>
          {order.receiverName}
        </DetailRow>
        <DetailRow label={t('payment.info')} extra={<CopyButton text={order.paymentInfo} label={t('payment.copyInfo')} />}>
          <span style={{ whiteSpace: 'pre-wrap' }}>{order.paymentInfo}</span>
        </DetailRow>
      </DetailList>
    </Paper>
  );
}
