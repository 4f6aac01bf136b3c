import { memo, useCallback } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, Order } from '@/api/generated/models';
import { Countdown, FailureMessage } from '@ds';
import { paths } from '@/shared/routing/paths';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { useRenderedAfterMount } from '@/shared/use-rendered-after-mount';
import { AppealPanel } from '../appeal/appeal-panel';
import { ChatJumpButton } from '../chat/chat-jump-button';
import { ChatPanel } from '../chat/chat-panel';
import { useChatUnread } from '../chat/use-chat-unread';
import { OrderDetails } from '../components/order-details';
import { OrderFeedbackPanel } from '../feedback/order-feedback-panel';
import { OrderHeader } from '../components/order-header';
import { OrderStepper } from '../components/order-stepper';
import { OrderSummary, URGENT_BELOW_MS } from '../components/order-summary';
import { PaymentDetails } from '../components/payment-details';
import { useOrderActions } from '../hooks/use-order-actions';
import { useStepFocus } from '../hooks/use-step-focus';
import { isFinalStatus } from '../model/order-flow';
import { OrderStep } from '../steps/order-step';

export interface OrderViewProps {
  order: Order;
  detailsKey: QueryKey;
  serverOffsetMs: number;
  /** The last poll failed while an earlier copy of the order is shown. */
  stale: boolean;
  staleReason: string | null;
  onRefetch: () => void;
  onIncoming: (messages: readonly ChatMessage[]) => void;
}

// From the lg breakpoint the chat is a side column; below, a chat button by the heading leads down to it.
// Memoised: the screen re-renders with every poll's fetching state; the view only when the order changes.
export const OrderView = memo(function OrderView({
  order,
  detailsKey,
  serverOffsetMs,
  stale,
  staleReason,
  onRefetch,
  onIncoming,
}: OrderViewProps) {
  const { t } = useTranslation('orders');
  const lang = useCurrentLanguage();
  const actions = useOrderActions(order, detailsKey);
  // The chat renders after the rest is on screen, so the payment instruction does not wait for it.
  const chatShown = useRenderedAfterMount();
  const unread = useChatUnread(chatShown);
  const { onIncoming: countUnread } = unread;
  const incoming = useCallback(
    (messages: readonly ChatMessage[]) => {
      countUnread(messages);
      onIncoming(messages);
    },
    [countUnread, onIncoming],
  );
  useStepFocus(order.status);
  const final = isFinalStatus(order.status);
  // Payment details matter until the crypto is released; a final order keeps them in its record only.
  const details = final ? undefined : <PaymentDetails order={order} />;
  const summary = final ? undefined : (
    <OrderSummary order={order} serverOffsetMs={serverOffsetMs} onExpire={onRefetch} />
  );
  // The summary's countdown calls onExpire; this copy beside the phone's action bar only shows the time.
  const deadline =
    order.status === 'PENDING_PAYMENT' ? (
      <Countdown
        deadline={order.payDeadline}
        startedAt={order.createdAt}
        serverOffsetMs={serverOffsetMs}
        urgentBelowMs={URGENT_BELOW_MS}
      />
    ) : undefined;
  return (
    <Stack spacing={2}>
      <OrderHeader order={order} actions={chatShown && <ChatJumpButton unread={unread.unread} />} />
      {stale && (
        <Alert severity="warning">
          <FailureMessage text={t('pollFailed')} reason={staleReason} />
        </Alert>
      )}
      <OrderStepper status={order.status} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <OrderStep order={order} actions={actions} summary={summary} details={details} deadline={deadline} />
          {order.appeal?.current && <AppealPanel order={order} actions={actions} appeal={order.appeal.current} />}
          {order.status === 'COMPLETED' && <OrderFeedbackPanel order={order} detailsKey={detailsKey} />}
          <OrderDetails order={order} />
        </Stack>
        {chatShown && (
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 16 }, minWidth: 0 }}>
            <ChatPanel orderId={order.orderId} counterparty={order.counterparty} open={!final} onIncoming={incoming} />
          </Box>
        )}
      </Box>
      {order.status !== 'COMPLETED' && (
        // The completed panel has its own "Back to P2P" beside "Trade again".
        <Box>
          <Button component={RouterLink} to={paths.p2p(lang)} variant="text">
            {t('backToP2p')}
          </Button>
        </Box>
      )}
      {actions.verificationElement}
    </Stack>
  );
});
