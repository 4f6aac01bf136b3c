import { useTranslation } from 'react-i18next';
import type { Order } from '@/api/generated/models';
import { formatCountdown, remainingMs } from '@ds';
import { useDocumentTitle } from '@/shared/use-document-title';
import { useNow } from './use-now';

/**
 * Issue 5: the tab title carries the pay-by countdown while payment is pending (corrected by the server-time
 * offset, spec §9) and a count of what happened while the user looked elsewhere: "(2) 14:05 to pay · P2P order …".
 */
function useOrderTitle(order: Order | undefined, unseen: number, serverOffsetMs: number): string {
  const { t } = useTranslation('order');
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

/**
 * The title as a component of its own: its countdown ticks every second, and only this renders again, not the
 * whole order page (issue 7: npm run bench measured 3.6 s of blocking time on the order page before).
 */
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
