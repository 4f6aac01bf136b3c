import { useCallback, useDeferredValue, useMemo } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { GetOrderDetailsParams } from '@/api/generated/models';
import { ErrorState, FailureMessage, LoadingState } from '@ds';
import { useServerOffsetMs } from '@/platform/server-time';
import { paths } from '@/shared/routing/paths';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { useOrderAlerts } from '../hooks/use-order-alerts';
import { useOrderDetails } from '../hooks/use-order-details';
import { OrderTabTitle } from '../hooks/use-order-title';
import { GetOrderDetailsFailureCode } from '@/api/generated/models';
import { failureText, hasCode } from '@/shared/api-failures';
import { OrderView } from './order-view';

/** The order before the first render with it (useDeferredValue needs an initial value other than undefined). */
const NOT_YET = null;

/** Follows the order by polling; a failed read keeps the last copy on screen, with a warning. */
export function OrderScreen({ params }: { params: GetOrderDetailsParams }) {
  const { t } = useTranslation('orders');
  const lang = useCurrentLanguage();
  const serverOffsetMs = useServerOffsetMs();
  const details = useOrderDetails(params);
  // React Query's updates render synchronously, so the order view would mount, and re-render on every poll, in one
  // long task; deferred values render it in a transition. The initial values make the first render the waiting page,
  // painted at once even when the order is already here, and the costly view follows in its own render.
  const order = useDeferredValue(details.data, NOT_YET) ?? undefined;
  const waiting = useDeferredValue(details.isPending && details.fetchStatus !== 'idle', true);
  const alerts = useOrderAlerts(order);
  // The generated hook builds a new key array on every render; the memoised view needs one that stays put.
  const keyText = JSON.stringify(details.queryKey);
  const detailsKey = useMemo(() => JSON.parse(keyText) as QueryKey, [keyText]);
  const { refetch: refetchDetails } = details;
  const refetch = useCallback(() => void refetchDetails(), [refetchDetails]);
  const title = <OrderTabTitle order={order} unseen={alerts.unseen} serverOffsetMs={serverOffsetMs} />;

  if (order) {
    return (
      <>
        {title}
        <OrderView
          order={order}
          detailsKey={detailsKey}
          serverOffsetMs={serverOffsetMs}
          stale={details.isError}
          staleReason={details.isError ? failureText(details.error, t) : null}
          onRefetch={refetch}
          onIncoming={alerts.onIncoming}
        />
      </>
    );
  }
  if (waiting)
    return (
      <>
        {title}
        <LoadingState variant="spinner" label={t('loading')} />
      </>
    );
  // Without an order the page still has its heading, so screen readers and the outline name the page.
  const heading = (
    <Typography variant="h5" component="h1">
      {t('title')}
    </Typography>
  );
  if (hasCode(details.error, GetOrderDetailsFailureCode.ORDER_NOT_FOUND)) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {title}
        {heading}
        <Alert severity="error">{t('notFound')}</Alert>
        <Button component={RouterLink} to={paths.p2p(lang)}>
          {t('backToP2p')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      {title}
      {heading}
      <ErrorState
        message={<FailureMessage text={t('loadFailed')} reason={failureText(details.error, t)} />}
        onRetry={refetch}
      />
    </Stack>
  );
}
