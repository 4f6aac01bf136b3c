import { useTranslation } from 'react-i18next';
import type { Order } from '@/api/generated/models';
import { formatCountdown, remainingMs } from '@ds';
import { useDocumentTitle } from '@/shared/use-document-title';
import { useNow } from '@/shared/use-now';

/** The tab title carries the pay-by countdown and a count of what happened while the trader looked elsewhere. */
function useOrderTitle(order: Order | undefined, unseen: number, serverOffsetMs: number): string {
  const { t } = useTranslation('orders');
  const counting = order?.status === 'PENDING_PAYMENT';
  const now = useNow(counting);
  let title = order ? t('tabTitle.order', { orderId: order.orderId }) : t('title');
  if (order && counting) {
    title = t('tabTitle.payBy', {
      time: formatCountdown(remainingMs(order.payDeadline, now, serverOffsetMs, order.createdAt)),
      title,
    });
  }
  if (unseen > 0) title = t('tabTitle.unseen', { n: unseen, title });
  useDocumentTitle(title);
  return title;
}

/** A component of its own, so the countdown's tick every second re-renders only this, not the whole order page. */
export function OrderTabTitle({
  order,
  unseen,
  serverOffsetMs,
}: {
  order: Order | undefined;
  unseen: number;
  serverOffsetMs: number;
}) {
  useOrderTitle(order, unseen, serverOffsetMs);
  return null;
}
