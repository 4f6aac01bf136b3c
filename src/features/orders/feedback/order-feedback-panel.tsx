import { useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  getGetAdvertiserProfileQueryKey,
  getGetFeedbackListQueryKey,
  getGetOrderFeedbackQueryKey,
  useGetOrderFeedback,
  useSaveOrderFeedback,
} from '@/api/generated/endpoints/advertisers/advertisers';
import { getGetOrderListQueryKey } from '@/api/generated/endpoints/orders/orders';
import { OrderFeedbackFailureCode, type Order } from '@/api/generated/models';
import { FailureMessage, LoadingState, toast } from '@ds';
import { failureText, hasCode } from '@/shared/api-failures';
import { formatDateTime } from '@/shared/i18n';
import { ORDER_FEEDBACK_ANCHOR } from '@/shared/routing/paths';
import { useNow } from '@/shared/use-now';
import { FeedbackForm, type FeedbackDraft } from './feedback-form';
import { FeedbackShown } from './feedback-shown';

const FEEDBACK_SECTION_ID = ORDER_FEEDBACK_ANCHOR;

/**
 * On a completed order: the trader's one feedback on the counterparty (left, or changed while the contract's
 * window is open) and the one they received (docs/product-rules.md §17).
 */
export function OrderFeedbackPanel({ order, detailsKey }: { order: Order; detailsKey: QueryKey }) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const { hash } = useLocation();
  const params = { orderId: order.orderId };
  const feedback = useGetOrderFeedback(params, { request: { silent: true } });
  const save = useSaveOrderFeedback({ request: { silent: true } });
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<{ text: string; reason: string | null } | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  // A minute is fine enough for a 7-day window; the server has the last word (30014).
  const now = useNow(true, 60_000);
  const data = feedback.data;
  const name = order.counterparty.nickname;

  // My orders' "Leave feedback" lands here.
  const arrivedForIt = hash === `#${FEEDBACK_SECTION_ID}`;
  const landed = useRef(false);
  const loaded = data !== undefined;
  useEffect(() => {
    if (!arrivedForIt || !loaded || landed.current) return;
    landed.current = true;
    // Keyboard and screen-reader users start there too.
    sectionRef.current?.focus({ preventScroll: true });
    sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [arrivedForIt, loaded]);

  const submit = (draft: FeedbackDraft) => {
    setFailure(null);
    save.mutate(
      { data: { orderId: order.orderId, ...draft } },
      {
        onSuccess: (state) => {
          queryClient.setQueryData(getGetOrderFeedbackQueryKey(params), state);
          setEditing(false);
          toast.success(t('feedback.saved'));
          // The order's mark in My orders and the counterparty's record change with it.
          void queryClient.invalidateQueries({ queryKey: detailsKey });
          void queryClient.invalidateQueries({ queryKey: getGetOrderListQueryKey() });
          const userId = order.counterparty.userId;
          void queryClient.invalidateQueries({ queryKey: getGetAdvertiserProfileQueryKey({ userId }) });
          void queryClient.invalidateQueries({ queryKey: getGetFeedbackListQueryKey({ userId }) });
        },
        onError: (error) => {
          if (hasCode(error, OrderFeedbackFailureCode.FEEDBACK_CLOSED)) {
            setEditing(false);
            void feedback.refetch();
            setFailure({ text: t('feedback.closedNow'), reason: null });
            return;
          }
          setFailure({ text: t('feedback.saveFailed'), reason: failureText(error, t) });
        },
      },
    );
  };

  const editableUntil = data?.editableUntil ? Date.parse(data.editableUntil) : null;
  const open = editableUntil !== null && editableUntil > now;
  const given = data?.given ?? null;

  return (
    <Paper
      ref={sectionRef}
      component="section"
      id={FEEDBACK_SECTION_ID}
      aria-labelledby="order-feedback-heading"
      variant="outlined"
      tabIndex={-1}
      sx={{ p: { xs: 2, sm: 3 }, '&:focus': { outline: 'none' } }}
    >
      <Typography id="order-feedback-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {given || !open ? t('feedback.title') : t('feedback.prompt', { name })}
      </Typography>
      {!data ? (
        feedback.isError ? (
          <Alert
            severity="error"
            action={<Button onClick={() => void feedback.refetch()}>{t('feedback.retry')}</Button>}
          >
            <FailureMessage text={t('feedback.loadFailed')} reason={failureText(feedback.error, t)} />
          </Alert>
        ) : (
          <LoadingState rows={2} rowHeight={48} label={t('feedback.loading')} />
        )
      ) : (
        <Stack spacing={2} divider={<Divider flexItem />}>
          <Stack spacing={1.5}>
            {failure && (
              <Alert severity="error" role="alert">
                <FailureMessage text={failure.text} reason={failure.reason} />
              </Alert>
            )}
            {open && (!given || editing) ? (
              <>
                {!given && (
                  <Typography variant="body2" color="text.secondary">
                    {t('feedback.hint', { name })}
                  </Typography>
                )}
                <FeedbackForm
                  initial={given}
                  pending={save.isPending}
                  onSubmit={submit}
                  onCancel={given ? () => setEditing(false) : undefined}
                />
              </>
            ) : given ? (
              <>
                <FeedbackShown feedback={given} title={t('feedback.yours')} />
                {open && (
                  <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Button variant="outlined" size="small" onClick={() => setEditing(true)}>
                      {t('feedback.change')}
                    </Button>
                    <Typography variant="body2" color="text.secondary">
                      {t('feedback.changeUntil', { date: formatDateTime(data.editableUntil!) })}
                    </Typography>
                  </Stack>
                )}
              </>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('feedback.closed')}
              </Typography>
            )}
          </Stack>
          {data.received ? (
            <FeedbackShown feedback={data.received} title={t('feedback.theirs', { name })} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('feedback.noneReceived', { name })}
            </Typography>
          )}
        </Stack>
      )}
    </Paper>
  );
}
