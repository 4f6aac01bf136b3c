import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import type { Order } from '@/api/generated/models';
import type { Language } from '@/shared/i18n';
import { feedbackPath } from '../lib/order-links';

/** The mark of a completed order still waiting for the trader's feedback, under its status: it opens that feedback. */
export function FeedbackDueLink({ order, lang }: { order: Order; lang: Language }) {
  const { t } = useTranslation('my-orders');
  if (order.feedbackLeft !== false) return null;
  return (
    <Link
      component={RouterLink}
      to={feedbackPath(lang, order)}
      aria-label={t('action.feedbackLabel', { orderId: order.orderId })}
      variant="caption"
      underline="always"
      sx={{ display: 'inline-block', mt: 0.5, fontWeight: 600 }}
    >
      {t('action.feedback')}
    </Link>
  );
}
