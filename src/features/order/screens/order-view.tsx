import { memo } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, Order } from '@/api/generated/models';
import { paths } from '@/shared/routing/paths';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { useRenderedAfterMount } from '@/shared/use-rendered-after-mount';
import { ChatPanel } from '../chat/chat-panel';
import { OrderDetails } from '../components/order-details';
import { OrderHeader } from '../components/order-header';
import { OrderStepper } from '../components/order-stepper';
import { PaymentDetails } from '../components/payment-details';
import { useOrderActions } from '../hooks/use-order-actions';
import { isFinalStatus } from '../model/order-flow';
import { OrderStep } from '../steps/order-step';

export interface OrderViewProps {
  order: Order;
  detailsKey: QueryKey;
  serverOffsetMs: number;
  /** The last poll failed while an earlier copy of the order is shown. */
  stale: boolean;
  onRefetch: () => void;
  onIncoming: (messages: readonly ChatMessage[]) => void;
}

/** The loaded order: status and step on top, payment and details, the chat beside them from tablet width up. */
// Memoised: the screen above re-renders with every poll's fetching state; the view only when the order changes.
export const OrderView = memo(function OrderView({ order, detailsKey, serverOffsetMs, stale, onRefetch, onIncoming }: OrderViewProps) {
  const { t } = useTranslation('order');
  const lang = useCurrentLanguage();
  const actions = useOrderActions(order, detailsKey);
  // The chat (beside the payment from tablet width up, below the details on phones) renders after the rest
  // is on screen: the payment instruction, the page's largest text, no longer waits for it.
  const chatShown = useRenderedAfterMount();
  return (
    <Stack spacing={2}>
      <OrderHeader order={order} />
      {stale && <Alert severity="warning">{t('pollFailed')}</Alert>}
      <OrderStepper status={order.status} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' }, alignItems: 'start' }}>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <OrderStep order={order} actions={actions} />
          <PaymentDetails order={order} serverOffsetMs={serverOffsetMs} onExpire={onRefetch} />
          <OrderDetails order={order} />
        </Stack>
        {chatShown && (
          <ChatPanel orderId={order.orderId} counterpartyName={order.counterparty.nickname} open={!isFinalStatus(order.status)} onIncoming={onIncoming} />
        )}
      </Box>
      <Box>
        <Button component={RouterLink} to={paths.p2p(lang)} variant="text">
          {t('backToP2p')}
        </Button>
      </Box>
      {actions.verificationElement}
    </Stack>
  );
});
