import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { useGetOrderList } from '@/api/generated/endpoints/orders/orders';
import { EmptyState, ErrorState, FailureMessage, LoadingState, Pagination } from '@ds';
import { failureText } from '@/shared/api-failures';
import { paths } from '@/shared/routing/paths';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { useDocumentTitle } from '@/shared/use-document-title';
import { OrderCards } from '../components/order-cards';
import { OrderFiltersBar } from '../components/order-filters';
import { FiltersToggle } from '../components/filters-toggle';
import { OrdersTable } from '../components/orders-table';
import { activeFilterCount, useOrderFilters } from '../hooks/use-order-filters';
import { PAGE_SIZE, toOrderListParams } from '../lib/order-query';

const FILTERS_ID = 'my-orders-filters';

/** Open orders move on their own (the counterparty pays, releases); react-query pauses this in a hidden tab. */
const REFRESH_MS = 15_000;

export function MyOrdersScreen() {
  const { t } = useTranslation(['my-orders', 'common']);
  const lang = useCurrentLanguage();
  useDocumentTitle(t('tabTitle'));
  // Nine values and two actions need a laptop's width; narrower screens get cards.
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { filters, update, reset } = useOrderFilters();
  const [resetCount, setResetCount] = useState(0);
  // Silent: a failure is shown in place with a retry, not as a toast as well.
  const orders = useGetOrderList(toOrderListParams(filters), {
    query: { refetchInterval: REFRESH_MS, placeholderData: keepPreviousData },
    request: { silent: true },
  });
  const activeFilters = activeFilterCount(filters);
  const filtered = activeFilters > 0;
  const resetAll = () => {
    reset();
    setResetCount((n) => n + 1);
  };
  const retry = () => void orders.refetch();
  const data = orders.data;

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}
      >
        <Typography variant="h5" component="h1">
          {t('title')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', ml: 'auto' }}>
          <Link component={RouterLink} to={paths.blockedUsers(lang)} variant="body2">
            {t('blockedUsers')}
          </Link>
          {/* On a phone the filters fold behind a button so the first order is above the fold. By style rules, not
              a media-query hook: the build's prerendered shell has no screen width and must fold as the app does. */}
          <Box sx={{ display: { xs: 'block', md: 'none' } }}>
            <FiltersToggle
              count={activeFilters}
              open={filtersOpen}
              onToggle={() => setFiltersOpen((open) => !open)}
              controls={FILTERS_ID}
            />
          </Box>
        </Stack>
      </Stack>
      {/* Always mounted, so a typed draft (an unapplied date range) survives folding and a change of width. */}
      <Box
        id={FILTERS_ID}
        sx={{ mt: '0 !important', pt: 2, display: { xs: filtersOpen ? 'block' : 'none', md: 'block' } }}
      >
        <OrderFiltersBar key={resetCount} filters={filters} onChange={update} onReset={resetAll} />
      </Box>
      {orders.isPending ? (
        <LoadingState rows={5} rowHeight={56} label={t('loading')} />
      ) : !data ? (
        <ErrorState
          message={<FailureMessage text={t('loadFailed')} reason={failureText(orders.error, t)} />}
          onRetry={retry}
        />
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
              <FailureMessage text={t('refreshFailed')} reason={failureText(orders.error, t)} />
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
            <Pagination
              page={filters.page}
              total={data.total}
              pageSize={PAGE_SIZE}
              onChange={(page) => update({ page })}
              disabled={orders.isFetching && orders.isPlaceholderData}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
