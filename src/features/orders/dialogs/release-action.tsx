import { useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, toast } from '@ds';
import { useAmountFormat } from '../hooks/use-amount-format';
import { newClientKey } from '@/shared/api-failures';
import type { StepProps } from '../steps/step-props';
import { ReleaseChecklist } from './release-checklist';

type Stage = { kind: 'closed' } | { kind: 'checklist' } | { kind: 'confirm'; attempt: string };

/** A checklist, then a confirm that released crypto cannot be taken back, then RELEASE with security codes. */
export function ReleaseAction({ order, actions }: StepProps) {
  const { t } = useTranslation('orders');
  const format = useAmountFormat();
  const [stage, setStage] = useState<Stage>({ kind: 'closed' });
  const close = () => setStage({ kind: 'closed' });

  const confirm = async () => {
    if (stage.kind !== 'confirm') return;
    const updated = await actions.run('RELEASE', { clientRequestId: stage.attempt });
    if (updated) {
      close();
      toast.success(t('done.released'));
    }
  };

  return (
    <>
      <Button
        variant="contained"
        color="sell"
        disabled={actions.pending !== null}
        onClick={() => setStage({ kind: 'checklist' })}
      >
        {t('action.release')}
      </Button>
      <ReleaseChecklist
        open={stage.kind === 'checklist'}
        amount={format(order.fiatAmount, order.fiat)}
        fiat={order.fiat}
        buyerName={order.buyerRealName}
        onClose={close}
        onContinue={() => setStage({ kind: 'confirm', attempt: newClientKey() })}
      />
      <ConfirmDialog
        open={stage.kind === 'confirm'}
        title={t('common:orderPrompt.haveReceivedTitle')}
        body={t('release.body', { amount: format(order.cryptoAmount, order.asset), asset: order.asset })}
        consequence={t('release.consequence')}
        confirmLabel={t('common:orderPrompt.received')}
        cancelLabel={t('common:orderPrompt.notReceivedYet')}
        confirmColor="sell"
        onConfirm={confirm}
        onCancel={close}
      />
    </>
  );
}
