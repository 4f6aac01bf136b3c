import { useTranslation } from 'react-i18next';
import { toast } from '@ds';
import type { StepProps } from '../steps/step-props';
import { ConfirmedAction } from './confirmed-action';

/** Buyer, before paying: cancel, with the warning not to cancel after transferring. */
export function CancelAction({ actions }: StepProps) {
  const { t } = useTranslation('orders');
  return (
    <ConfirmedAction
      action="CANCEL"
      actions={actions}
      label={t('action.cancel')}
      color="neutral"
      variant="outlined"
      dialog={{
        title: t('cancelDialog.title'),
        body: t('cancelDialog.body'),
        consequence: t('common:orderPrompt.cancelWarning'),
        confirmLabel: t('cancelDialog.confirm'),
        cancelLabel: t('cancelDialog.keep'),
        confirmColor: 'error',
      }}
      onDone={() => toast.info(t('done.canceled'))}
    />
  );
}
