import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, Order } from '@/api/generated/models';
import { ORDER_STATUS_LABEL_KEY } from '@ds';
import { useStore } from '@ds/store';
import { showBrowserNotification } from './browser-notification';
import { isPageAttended, subscribePageAttention } from './use-page-attention';
import { createUnseenStore } from './unseen-store';

/** What happens while the trader looks elsewhere is counted in the tab title and, when allowed, notified. */
export function useOrderAlerts(order: Order | undefined) {
  const { t } = useTranslation('orders');
  const [store] = useState(createUnseenStore);
  const unseen = useStore(store);
  const orderId = order?.orderId;
  const status = order?.status;

  useEffect(
    () =>
      subscribePageAttention(() => {
        if (isPageAttended()) store.reset();
      }),
    [store],
  );

  const announce = useCallback(
    (count: number, title: string, body?: string) => {
      if (isPageAttended() || !orderId) return;
      store.bump(count);
      showBrowserNotification(title, body, `p2p-order-${orderId}`);
    },
    [orderId, store],
  );

  const lastStatus = useRef(status);
  useEffect(() => {
    const previous = lastStatus.current;
    lastStatus.current = status;
    if (!previous || !status || previous === status || !orderId) return;
    announce(1, t('notify.statusTitle', { orderId, status: t(ORDER_STATUS_LABEL_KEY[status], { ns: 'ds' }) }));
  }, [announce, orderId, status, t]);

  const onIncoming = useCallback(
    (messages: readonly ChatMessage[]) => {
      const last = messages[messages.length - 1];
      if (!last || !orderId) return;
      // Customer service waits for an answer on an appeal: its messages say who wrote, not "update".
      const title = last.customerService
        ? t('notify.supportTitle', { orderId })
        : last.sender === 'SYSTEM'
          ? t('notify.systemTitle', { orderId })
          : t('notify.messageTitle', { name: last.senderNickname });
      const body =
        last.type === 'TEXT' || last.type === 'SYSTEM'
          ? last.content
          : t('notify.attachment', { name: last.fileName ?? '' });
      announce(messages.length, title, body);
    },
    [announce, orderId, t],
  );

  return { unseen, onIncoming };
}
