import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetOrderDetails } from '@/api/generated/endpoints/orders/orders';
import { CopyButton, ErrorState, FailureMessage, LoadingState, StatusChip, formatAmount } from '@ds';
import { failureText } from '@/shared/api-failures';
import { LANGUAGE_INFO } from '@/shared/i18n';
import { paths } from '@/shared/routing/paths';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { useScreenTitle } from '@/shared/use-document-title';

const FINAL = new Set(['COMPLETED', 'CANCELED', 'FAILED']);

/** Where a payment made outside the site lands: shows the order's status while it settles, and links to it. */
export function Component() {
  const { t } = useTranslation('ads');
  useScreenTitle(t('hkpay.title'));
  const lang = useCurrentLanguage();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? undefined;
  const externalOrderId = params.get('externalOrderId') ?? undefined;
  const hasId = Boolean(orderId || externalOrderId);
  const order = useGetOrderDetails(orderId ? { orderId } : { externalOrderId }, {
    query: { enabled: hasId, refetchInterval: (q) => (q.state.data && FINAL.has(q.state.data.status) ? false : 5_000) },
    request: { silent: true },
  });

  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto', py: 4 }}>
      <Typography variant="h5" component="h1">
        {t('hkpay.title')}
      </Typography>
      {!hasId ? (
        <ErrorState message={t('hkpay.missingId')} />
      ) : order.isPending ? (
        <LoadingState variant="spinner" label={t('hkpay.loading')} />
      ) : order.isError ? (
        <ErrorState
          message={<FailureMessage text={t('hkpay.error')} reason={failureText(order.error, t)} />}
          onRetry={() => void order.refetch()}
        />
      ) : (
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="body2" color="text.secondary">
                {t('hkpay.orderId')}
              </Typography>
              <Stack direction="row" sx={{ alignItems: 'center' }}>
                <Typography sx={{ fontFamily: 'monospace' }}>{order.data.orderId}</Typography>
                <CopyButton text={order.data.orderId} />
              </Stack>
            </Stack>
            <StatusChip status={order.data.status} />
            <Typography>
              {formatAmount(order.data.fiatAmount, { asset: order.data.fiat, locale: LANGUAGE_INFO[lang].locale })}{' '}
              {order.data.fiat} ·{' '}
              {formatAmount(order.data.cryptoAmount, { asset: order.data.asset, locale: LANGUAGE_INFO[lang].locale })}{' '}
              {order.data.asset}
            </Typography>
            {!FINAL.has(order.data.status) ? (
              <Typography color="text.secondary" role="status">
                {t('hkpay.settling')}
              </Typography>
            ) : null}
            <Button component={RouterLink} to={paths.order(lang, order.data.orderId)} variant="contained">
              {t('hkpay.viewOrder')}
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
