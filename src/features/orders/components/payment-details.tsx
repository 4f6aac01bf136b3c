import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/api/generated/models';
import { CopyButton } from '@ds';
import { usePayMethodName } from '@/shared/i18n';
import { useAmountFormat } from '../hooks/use-amount-format';
import { DetailList, DetailRow } from './detail-list';

export interface PaymentDetailsProps {
  order: Order;
}

/** Copy buttons for what the buyer types into a bank app; the account details are plain text. */
export function PaymentDetails({ order }: PaymentDetailsProps) {
  const { t } = useTranslation('orders');
  const amount = useAmountFormat()(order.fiatAmount, order.fiat);
  // The order carries only the method's name, which picks the translation.
  const method = usePayMethodName()({ name: order.payMethodName });
  return (
    // On the page's own surface inside the step's card, so it reads as the thing to copy from.
    <Paper
      component="section"
      aria-labelledby="order-payment-heading"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, bgcolor: 'background.default' }}
    >
      <Typography id="order-payment-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('payment.heading')}
      </Typography>
      <DetailList>
        <DetailRow
          label={t('payment.amount')}
          extra={<CopyButton text={order.fiatAmount} label={t('payment.copyAmount')} />}
        >
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {t('details.money', { amount, code: order.fiat })}
          </Typography>
        </DetailRow>
        <DetailRow label={t('payment.method')}>{method}</DetailRow>
        <DetailRow
          label={t('payment.receiverName')}
          extra={<CopyButton text={order.receiverName} label={t('payment.copyReceiverName')} />}
        >
          {order.receiverName}
        </DetailRow>
        <DetailRow
          label={t('payment.info')}
          extra={<CopyButton text={order.paymentInfo} label={t('payment.copyInfo')} />}
        >
          <span style={{ whiteSpace: 'pre-wrap' }}>{order.paymentInfo}</span>
        </DetailRow>
      </DetailList>
    </Paper>
  );
}
