import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/api/generated/models';
import { Countdown } from '@ds';
import { useAmountFormat } from '../hooks/use-amount-format';
import { WaitingProgress } from './waiting-progress';

/** Under five minutes the pay-by time turns to the warning colour. */
export const URGENT_BELOW_MS = 5 * 60_000;

export interface OrderSummaryProps {
  order: Order;
  /** Server time minus local time, so a wrong device clock does not move the pay-by deadline. */
  serverOffsetMs: number;
  /** The deadline passed: read the order again, as the server cancels it. */
  onExpire: () => void;
}

export function OrderSummary({ order, serverOffsetMs, onExpire }: OrderSummaryProps) {
  const { t } = useTranslation('orders');
  const amount = useAmountFormat()(order.fiatAmount, order.fiat);
  const buyer = order.role === 'BUYER';
  const pending = order.status === 'PENDING_PAYMENT';
  const waitingForRelease = buyer && (order.status === 'PENDING_CRYPTO_RECEIPT' || order.status === 'PENDING_RELEASE');
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        columnGap: 3,
        rowGap: 1.5,
      }}
    >
      <div>
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
          {buyer ? (pending ? t('summary.amountToPay') : t('summary.amountPaid')) : t('summary.amountToReceive')}
        </Typography>
        {/* The payment card below keeps the copy button: one per figure, where the bank details are. */}
        <Typography
          component="p"
          variant="h2"
          sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
          data-testid="order-amount"
        >
          {amount}
          <Box component="span" sx={{ typography: 'h5', ml: 1, color: 'text.secondary' }}>
            {order.fiat}
          </Box>
        </Typography>
      </div>
      {pending && (
        // The label above the time, as above the amount, so both figures fit side by side on a phone.
        <Box sx={{ textAlign: 'end' }}>
          <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
            {buyer ? t('payment.payWithin') : t('payment.buyerPaysWithin')}
          </Typography>
          <Countdown
            deadline={order.payDeadline}
            startedAt={order.createdAt}
            serverOffsetMs={serverOffsetMs}
            onExpire={onExpire}
            urgentBelowMs={URGENT_BELOW_MS}
            sx={{ typography: 'h3' }}
          />
        </Box>
      )}
      {waitingForRelease && order.paidAt && (
        <WaitingProgress
          paidAt={order.paidAt}
          serverOffsetMs={serverOffsetMs}
          avgReleaseMinutes={order.counterparty.avgReleaseMinutes}
        />
      )}
    </Box>
  );
}
