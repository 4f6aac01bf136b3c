import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useGetMyAds } from '@/api/generated/endpoints/my-ads/my-ads';
import { EmptyState, ErrorState, FailureMessage, LoadingState, Pagination } from '@ds';
import { failureText } from '@/shared/api-failures';
import { LANGUAGE_INFO } from '@/shared/i18n';
import { visibleAssets } from '@/shared/privacy-coins';
import { paths } from '@/shared/routing/paths';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { useScreenTitle } from '@/shared/use-document-title';
import { useSession, type SessionState } from '@/session/session-store';
import { BecomeAdvertiser } from '../components/become-advertiser';
import { MyAdCard } from '../components/my-ad-card';
import { MyAdsFiltersBar } from '../components/my-ads-filters';
import { useAdCommands } from '../hooks/use-ad-commands';
import { myAdsRequest, useMyAdsFilters, type MyAdsFilters } from '../hooks/use-my-ads-filters';

const PAGE_SIZE = 10;

const selectTraderStatus = (s: SessionState) => s.userInfo?.traderStatus;
const selectCurrencies = (s: SessionState) => s.currencies;

/** The trader's own ads with their states (docs/product-rules.md §18), or what becoming an advertiser needs. */
export function MyAdsScreen() {
  const { t } = useTranslation('my-ads');
  useScreenTitle(t('title'));
  const traderStatus = useSession(selectTraderStatus);
  const lang = useCurrentLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="my-ads-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography
          id="my-ads-title"
          ref={heading}
          tabIndex={-1}
          variant="h5"
          component="h1"
          sx={{ '&:focus': { outline: 'none' } }}
        >
          {t('title')}
        </Typography>
        {traderStatus === 'ACTIVE' && (
          <Button component={RouterLink} to={paths.postAd(lang)} variant="contained">
            {t('postAd')}
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('intro')}
      </Typography>
      {traderStatus === undefined ? (
        <LoadingState rows={3} rowHeight={120} label={t('loading')} />
      ) : traderStatus === 'ACTIVE' ? (
        <MyAdsList onAdGone={() => heading.current?.focus()} />
      ) : (
        <BecomeAdvertiser />
      )}
    </Paper>
  );
}

function MyAdsList({ onAdGone }: { onAdGone: () => void }) {
  const { t } = useTranslation(['my-ads', 'errors']);
  const lang = useCurrentLanguage();
  const locale = LANGUAGE_INFO[lang].locale;
  const { filters, update, reset } = useMyAdsFilters();
  const currencies = useSession(selectCurrencies);
  // Silent: the page shows its own error in place, with a retry.
  const list = useGetMyAds(myAdsRequest(filters, PAGE_SIZE), { request: { silent: true } });
  const commands = useAdCommands();
  const data = list.data;
  // A closed ad's buttons leave with the next answer (its card too, unless closed ads are shown), after the dialog
  // gave the focus back to its Close: the focus then goes to the heading rather than to nowhere.
  const closedAdNo = useRef<string | null>(null);
  useEffect(() => {
    const adNo = closedAdNo.current;
    if (!adNo || !data) return;
    const closed = data.list.find((ad) => ad.adNo === adNo);
    if (closed && closed.status !== 'CLOSED') return;
    closedAdNo.current = null;
    onAdGone();
  }, [data, onAdGone]);
  const filtered = filters.side || filters.status || filters.asset || filters.fiat;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <MyAdsFiltersBar
        filters={filters}
        assets={visibleAssets(currencies?.cryptoList ?? [], lang).map((c) => c.assetCode)}
        fiats={(currencies?.fiatList ?? []).map((f) => f.code)}
        onChange={(patch: Partial<MyAdsFilters>) => update(patch)}
        onReset={reset}
      />
      {!data ? (
        list.isError ? (
          <ErrorState
            message={<FailureMessage text={t('loadFailed')} reason={failureText(list.error, t)} />}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <LoadingState rows={3} rowHeight={160} label={t('loading')} />
        )
      ) : data.total === 0 ? (
        filtered ? (
          <EmptyState title={t('empty')} description={t('emptyHint')} />
        ) : (
          <EmptyState title={t('emptyNone')} />
        )
      ) : (
        <>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
            {data.list.map((ad) => (
              <MyAdCard
                key={ad.adNo}
                ad={ad}
                lang={lang}
                locale={locale}
                commands={commands}
                onClosed={(adNo) => (closedAdNo.current = adNo)}
              />
            ))}
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <Pagination
              page={filters.page}
              total={data.total}
              pageSize={PAGE_SIZE}
              onChange={(page) => update({ page })}
            />
          </Box>
        </>
      )}
    </Box>
  );
}
