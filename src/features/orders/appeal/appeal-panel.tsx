import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetAppeal } from '@/api/generated/endpoints/orders/orders';
import type { AppealState, AppealSummary } from '@/api/generated/models';
import { ConfirmDialog, FailureMessage, softTone, toast, type ToneName } from '@ds';
import { failureText } from '@/shared/api-failures';
import { formatDateTime } from '@/shared/i18n';
import { ChatAttachment } from '../chat/chat-attachment';
import type { StepProps } from '../steps/step-props';

const STATE_TONE: Readonly<Record<AppealState, ToneName>> = {
  UNDER_REVIEW: 'info',
  AWAITING_YOUR_RESPONSE: 'warning',
  AWAITING_COUNTERPARTY: 'info',
  RESOLVED_BUYER: 'positive',
  RESOLVED_SELLER: 'positive',
  CANCELED: 'neutral',
};

/** A label over its value: a description may run to several lines, so it reads as a paragraph, not a table cell. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </div>
  );
}

/** The order's appeal: its state in words, what was filed, and Withdraw for the party who opened it. */
export function AppealPanel({
  order,
  actions,
  appeal,
}: Pick<StepProps, 'order' | 'actions'> & { appeal: AppealSummary }) {
  const { t } = useTranslation('orders');
  const detail = useGetAppeal({ orderId: order.orderId }, { request: { silent: true } });
  const [confirming, setConfirming] = useState(false);
  // The button pressed goes with the open appeal: the focus moves to the panel's heading, not to the page.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current || appeal.cancelable) return;
    moveFocus.current = false;
    headingRef.current?.focus();
  }, [appeal.cancelable]);
  const opened = formatDateTime(appeal.openedAt);

  const withdraw = async () => {
    moveFocus.current = true;
    const failed = await actions.withdrawAppeal();
    setConfirming(false);
    if (failed) {
      moveFocus.current = false;
      return toast.error(failed);
    }
    toast.success(t('appeal.withdrawn'));
  };

  return (
    <Paper component="section" aria-labelledby="order-appeal-title" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack spacing={1.5}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography
            ref={headingRef}
            id="order-appeal-title"
            tabIndex={-1}
            component="h2"
            variant="h6"
            sx={{ mr: 'auto' }}
          >
            {t('appeal.panelTitle')}
          </Typography>
          <Chip size="small" label={t(`appeal.state.${appeal.state}`)} sx={softTone(STATE_TONE[appeal.state])} />
        </Box>
        <Typography variant="body2">
          {t(`appeal.stateText.${appeal.state}`, {
            time: appeal.respondBy ? formatDateTime(appeal.respondBy) : '',
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {appeal.openedBy === 'SELF'
            ? t('appeal.openedBySelf', { time: opened })
            : t('appeal.openedByCounterparty', { time: opened, name: order.counterparty.nickname })}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
          <Fact label={t('appeal.reasonShown')}>{t(`appeal.reason.${appeal.reason}`)}</Fact>
          {detail.data && (
            <>
              <Fact label={t('appeal.descriptionShown')}>{detail.data.description}</Fact>
              <Fact label={t('appeal.evidenceShown')}>
                {detail.data.evidence.length === 0 ? (
                  t('appeal.noEvidence')
                ) : (
                  <Stack component="span" spacing={0.5}>
                    {detail.data.evidence.map((file) => (
                      <ChatAttachment
                        key={file.fileUrl}
                        image={false}
                        fileUrl={file.fileUrl}
                        fileName={file.fileName}
                        fileSize={file.fileSize}
                      />
                    ))}
                  </Stack>
                )}
              </Fact>
            </>
          )}
        </Box>
        {detail.isError && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
                {t('common:action.retry')}
              </Button>
            }
          >
            <FailureMessage text={t('appeal.detailFailed')} reason={failureText(detail.error, t)} />
          </Alert>
        )}
        {appeal.cancelable && (
          <Box>
            <Button variant="outlined" color="neutral" onClick={() => setConfirming(true)}>
              {t('appeal.withdraw')}
            </Button>
          </Box>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('appeal.withdrawTitle')}
        body={<Typography>{t('appeal.withdrawBody')}</Typography>}
        confirmLabel={t('appeal.withdrawConfirm')}
        cancelLabel={t('appeal.back')}
        onConfirm={withdraw}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
