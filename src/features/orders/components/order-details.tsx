import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/api/generated/models';
import { CopyButton, D, OnlineDot } from '@ds';
import { formatDateTime } from '@/shared/i18n';
import { useAmountFormat } from '../hooks/use-amount-format';
import { DetailList, DetailRow } from './detail-list';
import { SIDE_LABEL } from './order-header';
import { AdvertiserLink } from '@/shared/routing/advertiser-link';
import { BlockUserAction } from '@/features/advertisers';
import { isFinalStatus } from '../model/order-flow';

/** The fee is deducted from the crypto the buyer receives, so the buyer also sees the net amount. */
export function OrderDetails({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const format = useAmountFormat();
  const crypto = (value: string) => t('details.money', { amount: format(value, order.asset), code: order.asset });
  const net = D(order.cryptoAmount).minus(D(order.fee));
  return (
    <Paper component="section" aria-labelledby="order-details-heading" variant="outlined" sx={{ p: 2 }}>
      <Typography id="order-details-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('details.heading')}
      </Typography>
      <DetailList>
        <DetailRow label={t('details.type')}>{t(SIDE_LABEL[order.side], { asset: order.asset })}</DetailRow>
        <DetailRow
          label={t('details.orderId')}
          extra={<CopyButton text={order.orderId} label={t('details.copyOrderId')} />}
        >
          {order.orderId}
        </DetailRow>
        <DetailRow label={t('details.createdOn')}>{formatDateTime(order.createdAt)}</DetailRow>
        <DetailRow label={t('details.cryptoAmount')}>{crypto(order.cryptoAmount)}</DetailRow>
        <DetailRow label={t('details.fiatAmount')}>
          {t('details.money', { amount: format(order.fiatAmount, order.fiat), code: order.fiat })}
        </DetailRow>
        <DetailRow label={t('details.price')}>
          {t('details.money', { amount: format(order.price, order.fiat), code: order.fiat })}
        </DetailRow>
        <DetailRow label={t('details.fee')}>{crypto(order.fee)}</DetailRow>
        {order.role === 'BUYER' && (
          <DetailRow label={t('details.youReceive')}>{crypto(net.isNegative() ? '0' : net.toString())}</DetailRow>
        )}
        {order.paidAt && <DetailRow label={t('details.paidAt')}>{formatDateTime(order.paidAt)}</DetailRow>}
        {order.receiptConfirmedAt && (
          <DetailRow label={t('details.receiptConfirmedAt')}>{formatDateTime(order.receiptConfirmedAt)}</DetailRow>
        )}
        <DetailRow
          label={order.role === 'BUYER' ? t('details.seller') : t('details.buyer')}
          extra={<OnlineDot online={order.counterparty.online} showLabel />}
        >
          <AdvertiserLink userId={order.counterparty.userId}>{order.counterparty.nickname}</AdvertiserLink>
        </DetailRow>
      </DetailList>
      {/* Never during the order: blocking waits until it is finished (docs/product-rules.md §17.8). */}
      {isFinalStatus(order.status) && (
        <Box sx={{ mt: 1.5, '&:empty': { display: 'none' } }}>
          <BlockUserAction userId={order.counterparty.userId} nickname={order.counterparty.nickname} />
        </Box>
      )}
    </Paper>
  );
}
