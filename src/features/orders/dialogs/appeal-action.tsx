import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { OutlinedField, toast } from '@ds';
import type { StepProps } from '../steps/step-props';
import { ConfirmedAction } from './confirmed-action';

/** UpdateOrderStateRequest.reason: plain text, at most 500 characters. */
const MAX_REASON = 500;

/** An appeal moves the order to IN_PROCESS, where customer service takes over. */
export function AppealAction({ order, actions }: StepProps) {
  const { t } = useTranslation('orders');
  const [reason, setReason] = useState(() =>
    order.role === 'BUYER' ? t('appealDialog.buyerReason') : t('appealDialog.sellerReason'),
  );
  return (
    <ConfirmedAction
      action="APPEAL"
      actions={actions}
      label={t('action.appeal')}
      color="neutral"
      variant="outlined"
      reason={reason.trim()}
      dialog={{
        title: t('appealDialog.title'),
        body: (
          <Stack spacing={2}>
            <Typography>{t('appealDialog.body')}</Typography>
            <OutlinedField
              label={t('appealDialog.reasonLabel')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              growToLines={6}
              inputProps={{ maxLength: MAX_REASON }}
            />
          </Stack>
        ),
        consequence: t('appealDialog.consequence'),
        confirmLabel: t('appealDialog.confirm'),
        cancelLabel: t('common:action.cancel'),
      }}
      onDone={() => toast.info(t('done.appealed'))}
    />
  );
}
