import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useGetOrderList } from '@/api/generated/endpoints/orders/orders';
import { EmptyState, ErrorState, LoadingState, Pagination } from '@ds';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { OrderCards } from '../components/order-cards';
import { OrderFiltersBar } from '../components/order-filters';
import { OrdersTable } from '../components/orders-table';
import { hasActiveFilters, useOrderFilters } from '../hooks/use-order-filters';
import { PAGE_SIZE, toOrderListParams } from '../lib/order-query';

/** Open orders move on their own (the counterparty pays, releases); react-query pauses this in a hidden tab. */
const REFRESH_MS = 15_000;

/** My orders (spec §2, issue 5): /{lang}/p2p/order without an order ID. */
export function MyOrdersScreen() {
  const { t } = useTranslation(['myOrders', 'common']);
  const lang = useCurrentLanguage();
  // Nine values and two actions need a laptop's width; narrower screens get cards.
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const { filters, update, reset } = useOrderFilters();
  const [resetCount, setResetCount] = useState(0);
  // Silent: a failure is shown in place with a retry, not as a toast as well.
  const orders = useGetOrderList(toOrderListParams(filters), {
    query: { refetchInterval: REFRESH_MS, placeholderData: keepPreviousData },
    request: { silent: true },
  });
  const filtered = hasActiveFilters(filters);
  const resetAll = () => {
    reset();
    setResetCount((n) => n + 1);
  };
  const retry = () => void orders.refetch();
  const data = orders.data;

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      <OrderFiltersBar key={resetCount} filters={filters} onChange={update} onReset={resetAll} />
      {orders.isPending ? (
        <LoadingState rows={5} rowHeight={56} label={t('loading')} />
      ) : !data ? (
        <ErrorState message={t('loadFailed')} onRetry={retry} />
      ) : (
        <Stack spacing={1.5} component="section" aria-label={t('results')} aria-busy={orders.isFetching}>
          {orders.isError && (
            // A refresh failed: the last list stays on screen, and the user is told it may be out of date.
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={retry}>
                  {t('common:action.retry')}
                </Button>
              }
            >
              {t('refreshFailed')}
            </Alert>
          )}
          {data.list.length === 0 ? (
            <EmptyState
              title={t(filtered ? 'empty.filteredTitle' : 'empty.title')}
              description={t(filtered ? 'empty.filteredHint' : 'empty.hint')}
              action={
                filtered ? (
                  <Button variant="outlined" onClick={resetAll}>
                    {t('common:action.reset')}
                  </Button>
                ) : undefined
              }
            />
          ) : compact ? (
            <OrderCards orders={data.list} lang={lang} />
          ) : (
            <OrdersTable orders={data.list} lang={lang} />
          )}
          {data.total > PAGE_SIZE && (
            <Pagination page={filters.page} total={data.total} pageSize={PAGE_SIZE} onChange={(page) => update({ page })} disabled={orders.isFetching && orders.isPlaceholderData} />
          )}
        </Stack>
      )}
    </Stack>
  );
}
