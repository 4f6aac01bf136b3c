import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import type { Order } from '@/api/generated/models';
import type { Language } from '@/shared/i18n';
import { feedbackPath, orderDetailsPath } from '../lib/order-links';

/**
 * What an order waits for from the trader, under its status: customer service's question on its appeal (answered in
 * the order's chat before the time runs out), or the feedback on a completed order.
 */
export function OrderDueLink({ order, lang }: { order: Order; lang: Language }) {
  const { t } = useTranslation('my-orders');
  const due =
    order.appeal?.current?.state === 'AWAITING_YOUR_RESPONSE'
      ? { to: orderDetailsPath(lang, order), text: 'action.answerSupport', label: 'action.answerSupportLabel' }
      : order.feedbackLeft === false
        ? { to: feedbackPath(lang, order), text: 'action.feedback', label: 'action.feedbackLabel' }
        : null;
  if (!due) return null;
  return (
    <Link
      component={RouterLink}
      to={due.to}
      aria-label={t(due.label, { orderId: order.orderId })}
      variant="caption"
      underline="always"
      sx={{ display: 'inline-block', mt: 0.5, fontWeight: 600 }}
    >
      {t(due.text)}
    </Link>
  );
}
