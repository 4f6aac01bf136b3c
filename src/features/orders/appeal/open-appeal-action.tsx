import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { AppDialog, toast } from '@ds';
import { useServerOffsetMs } from '@/platform/server-time';
import { newClientKey } from '@/shared/api-failures';
import { formatDateTime, formatTime } from '@/shared/i18n';
import { useNow } from '@/shared/use-now';
import { WaitingButton } from '../components/waiting-button';
import { appealReasonsFor } from '../model/appeal-reasons';
import type { StepProps } from '../steps/step-props';
import { AppealForm, useAppealFormState, type AppealDraft } from './appeal-form';

/**
 * Appeal (docs/product-rules.md §17.10): counts down to the moment the order allows it, then opens the form. On a
 * canceled order it says until when. The line under the buttons says the time once, for screen readers too.
 */
export function OpenAppealAction({ order, actions }: Pick<StepProps, 'order' | 'actions'>) {
  const { t } = useTranslation('orders');
  const formId = useId();
  const offsetMs = useServerOffsetMs();
  const opensAt = order.appeal?.opensAt ? Date.parse(order.appeal.opensAt) : null;
  const closesAt = order.appeal?.closesAt ? Date.parse(order.appeal.closesAt) : null;
  const now = useNow(opensAt !== null);
  // One attempt per opening of the form, so a retried send opens one appeal.
  const [attempt, setAttempt] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAppealFormState();
  if (opensAt === null) return null;

  const left = opensAt - (now + offsetMs);
  const waiting = left > 0;
  if (!waiting && !order.appealable) return null;
  // Once open on a paid order the step's own text says what an appeal is for.
  const hint = waiting
    ? t(order.role === 'BUYER' ? 'appeal.opensAtBuyer' : 'appeal.opensAtSeller', { time: formatTime(opensAt) })
    : closesAt !== null
      ? t('appeal.closesAt', { time: formatDateTime(closesAt) })
      : null;

  const submit = async (draft: AppealDraft) => {
    if (!attempt || sending) return;
    setSending(true);
    setFailure(null);
    const failed = await actions.openAppeal({ ...draft, clientRequestId: attempt });
    setSending(false);
    if (failed) return setFailure(failed);
    setAttempt(null);
    toast.success(t('appeal.opened'));
  };

  return (
    <>
      <WaitingButton
        label={t('action.appeal')}
        leftMs={left}
        hint={hint}
        onClick={() => {
          setFailure(null);
          setAttempt(newClientKey());
        }}
      />
      <AppDialog
        open={attempt !== null}
        onClose={() => setAttempt(null)}
        title={t('appeal.formTitle')}
        maxWidth="sm"
        fullScreenOnPhone
        dismissible={!sending}
        actions={
          <>
            <Button variant="outlined" color="neutral" onClick={() => setAttempt(null)} disabled={sending}>
              {t('appeal.back')}
            </Button>
            <Button type="submit" form={formId} variant="contained" loading={sending}>
              {t('appeal.submit')}
            </Button>
          </>
        }
      >
        <AppealForm
          id={formId}
          state={form}
          reasons={appealReasonsFor(order)}
          failure={failure}
          onSubmit={(draft) => void submit(draft)}
        />
      </AppDialog>
    </>
  );
}
