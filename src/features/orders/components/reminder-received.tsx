import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/api/generated/models';
import { formatTime } from '@/shared/i18n';

/** The counterparty's last reminder to the trader, said on the step it asks them to act on. */
export function ReminderReceived({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const at = order.reminder?.receivedAt;
  if (!at) return null;
  const time = formatTime(at);
  const name = order.counterparty.nickname;
  return (
    <Alert severity="warning" data-testid="reminder-received">
      {t(order.role === 'SELLER' ? 'remind.receivedRelease' : 'remind.receivedPay', { name, time })}
    </Alert>
  );
}
