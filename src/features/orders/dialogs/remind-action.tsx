import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { toast } from '@ds';
import { useServerOffsetMs } from '@/platform/server-time';
import { formatTime } from '@/shared/i18n';
import { useNow } from '@/shared/use-now';
import { WaitingButton } from '../components/waiting-button';
import type { StepProps } from '../steps/step-props';

/**
 * Remind the counterparty (docs/product-rules.md §17.9): counts down to the moment the order allows it, then sends
 * one and counts down to the next. The countdown is seen, not read out every second: the line under the buttons says
 * the time once.
 */
export function RemindAction({ order, actions }: StepProps) {
  const { t } = useTranslation('orders');
  const offsetMs = useServerOffsetMs();
  const reminder = order.reminder;
  const at = reminder?.availableAt ? Date.parse(reminder.availableAt) : null;
  const now = useNow(at !== null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (at === null || !reminder) return null;

  const left = at - (now + offsetMs);
  const waiting = left > 0;
  const buyer = order.role === 'BUYER';
  const hint = reminder.lastSentAt
    ? t('remind.lastSent', { time: formatTime(reminder.lastSentAt), next: formatTime(at) })
    : waiting
      ? t('remind.availableAt', { time: formatTime(at) })
      : t(buyer ? 'remind.hintBuyer' : 'remind.hintSeller');

  const send = async () => {
    setSending(true);
    setFailure(null);
    const failed = await actions.remind();
    setSending(false);
    if (failed) setFailure(failed);
    else toast.success(t('remind.sent'));
  };

  return (
    <>
      <WaitingButton
        label={t(buyer ? 'remind.seller' : 'remind.buyer')}
        leftMs={left}
        hint={hint}
        loading={sending}
        onClick={() => void send()}
      />
      {failure && (
        <Alert severity="error" sx={{ flexBasis: '100%', order: 1 }}>
          {failure}
        </Alert>
      )}
    </>
  );
}
