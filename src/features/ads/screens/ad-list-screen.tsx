import { useCallback, useContext, useDeferredValue, useEffect, useMemo } from 'react';
import { useNavigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetCryptoFiat } from '@/api/generated/endpoints/currencies/currencies';
import type { Advertisement } from '@/api/generated/models';
import { EmptyState, ErrorState, FailuresExplainedElsewhere, LoadingState, formatAmount } from '@ds';
import { isLoggedIn } from '@/session/derived-state';
import { hasSession, useSession } from '@/session/session-store';
import { useAssetLogos } from '@/platform/use-asset-logos';
import { useMarketPrice } from '@/platform/use-market-price';
import { useRestrictions } from '@/platform/use-restrictions';
import { saveLastListChoice } from '@/shared/last-list-choice';
import { isHiddenAsset, visibleAssets } from '@/shared/privacy-coins';
import { LANGUAGE_INFO } from '@/shared/i18n';
import { paths, type Side } from '@/shared/routing/paths';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { useDocumentTitle } from '@/shared/use-document-title';
import { failureText } from '@/shared/api-failures';
import { useSkipTo } from '@/shared/skip-link-target';
import { DEFAULT_PAIR } from '@/shared/default-pair';
import { useListFilters } from '../hooks/use-list-filters';
import { AdFilters } from '../components/ad-filters';
import { DeferredListToolbar } from '../components/deferred-list-toolbar';
import { SideTabs } from '../components/side-tabs';
import { VirtualAdList } from '../components/virtual-ad-list';
import { markFirstScreenShown } from '@/shared/first-screen';
import { markListData } from '../list-timing';
import { useAdPages } from '../hooks/use-ad-pages';
import { CURRENCIES_STALE_MS } from '../prefetch-list';
import { useListScrollMemory } from '../hooks/use-list-scroll-memory';
import { ROW_PX } from '../components/virtual-list-layout';

/** Where the page's skip link leads on the list: past the header and the filters, so the next Tab is the first ad. */
const RESULTS_ID = 'ad-results';

/** The skeleton's rows, card or table line: one object, so the memoised skeleton is not drawn again. */
const SKELETON_ROW_PX = { xs: ROW_PX.narrow, md: ROW_PX.wide };

/** What failed and why, on two lines. */
function ListError({ reason }: { reason: string | null }) {
  const { t } = useTranslation('p2p');
  return (
    <>
      {t('list.error')}
      {reason && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {reason}
        </Box>
      )}
    </>
  );
}

export function AdListScreen({ side }: { side: Side }) {
  const { t } = useTranslation('p2p');
  const lang = useCurrentLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  useSkipTo(RESULTS_ID, t('list.skipToAds'));
  // Spec §4/§9: the default fiat comes from the trading-feature state, else USD.
  const defaultFiat = useSession((s) => s.tradingFeature?.defaultFiatAsset) || DEFAULT_PAIR.fiat;
  const defaults = useMemo(() => ({ asset: DEFAULT_PAIR.asset, fiat: defaultFiat }), [defaultFiat]);
  const { filters: urlFilters, update } = useListFilters(defaults);
  const currencies = useGetCryptoFiat({ language: lang }, { query: { staleTime: CURRENCIES_STALE_MS } });
  const { restrictedAssets, fiatPaymentRestricted } = useRestrictions();
  const signedIn = useSession((s) => isLoggedIn(s.userInfo));
  // Spec §3: privacy coins are hidden in the ko locale, and restricted assets (restrictedAssetList) for the
  // trader, also when a shared link names one: the list falls back to the first asset offered.
  const offered = (code: string) => !isHiddenAsset(code, lang) && !restrictedAssets.has(code);
  const fallbackAsset = offered(defaults.asset)
    ? defaults.asset
    : (currencies.data?.cryptoList.find((c) => offered(c.assetCode))?.assetCode ?? defaults.asset);
  const filters = offered(urlFilters.asset) ? urlFilters : { ...urlFilters, asset: fallbackAsset };
  const logos = useAssetLogos();
  const ads = useAdPages({
    side: side === 'buy' ? 'BUY' : 'SELL',
    asset: filters.asset,
    fiat: filters.fiat,
    ...(filters.amount ? { amount: filters.amount } : {}),
    ...(filters.payMethod ? { payMethod: filters.payMethod } : {}),
  });
  const { fetchNextPage, refetch } = ads;
  // React Query reports through useSyncExternalStore, whose updates React always renders synchronously: the
  // rows arriving would mount in one long task that blocks input (issue 7: first rows, Lighthouse TBT). Deferred
  // values render them in a transition instead, sliced into short tasks; both switch in the same render.
  // No initial values here (unlike the order screen): painting the title, tabs and filters before rows already
  // in hand put them ~230 ms later for a ~75 ms earlier first paint (median of 12 loads at 4x CPU through nginx).
  const rows = useDeferredValue(ads.ads);
  const pending = useDeferredValue(ads.isPending);
  // The same for what the filter bar shows (it is memoised): after a prerendered page hydrates, the dozen held
  // answers arrive at once, and re-rendering the bar with them synchronously was most of a ~300 ms task at 4x CPU
  // (issue 20 point 4).
  const currencyList = useDeferredValue(currencies);
  const fetching = useDeferredValue(ads.isFetching);
  // Everything else the rows are drawn from, too: the market price, the coin's logo, the restriction and the
  // paging state arrive in answers of their own, and each, handed over as it came, re-rendered the rows at once
  // instead of in the deferred pass. With the filter bar's options below and useAdPages' stable array, a cold
  // start of the list renders 1,430 components instead of 1,695 (a build counting renders, 2 loads each).
  const market = useDeferredValue(useMarketPrice(filters.asset, filters.fiat));
  const assetLogo = useDeferredValue(logos.get(filters.asset));
  const tradeBlocked = useDeferredValue(fiatPaymentRestricted);
  const hasMore = useDeferredValue(ads.hasNextPage);
  // Also when the rows shown are the previous filters' (placeholder data) and the new ones could not be loaded.
  const loadFailed = useDeferredValue(ads.isLoadingError);
  const failure = useDeferredValue(ads.error);
  // A refresh of rows already shown failed: they stay, and the trader is told they may be out of date.
  const refreshFailed = useDeferredValue(ads.isRefetchError);
  const failuresExplained = useContext(FailuresExplainedElsewhere);
  if (rows.length > 0) markListData();
  useListScrollMemory(rows.length > 0);
  // The live hasNextPage, not the deferred hasMore the rows render with: the last page's answer ends the fetch at
  // once but the rows (and hasMore) only in the deferred render after it. Asking again meanwhile changed the
  // query's fetching state, whose urgent render interrupted that deferred one, which asked again: at the end of
  // the 10,000-ad list at 412 px the page stayed 100% busy and never showed the last 50 ads (npm run bench).
  const { hasNextPage } = ads;
  const loadMore = useCallback(() => {
    if (hasNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage]);

  // Rows, the empty state or the error are on screen: deferred work may start (src/shared/first-screen.ts).
  useEffect(() => {
    if (!pending) markFirstScreenShown();
  }, [pending]);

  useEffect(
    () => saveLastListChoice({ side, asset: filters.asset, fiat: filters.fiat }),
    [side, filters.asset, filters.fiat],
  );
  // The tab says what the list shows, as the build's HTML of the default pair does (issue 20: its <title>).
  useDocumentTitle(
    t(side === 'buy' ? 'pageTitle.buy' : 'pageTitle.sell', { asset: filters.asset, fiat: filters.fiat }),
  );

  // Logos come from the asset-logo list (spec §7), else the currency list's own, else initials. Deferred like the
  // currencies: the logos and the restrictions answer on their own, and the filter bar re-rendered with each.
  const optionLogos = useDeferredValue(logos);
  const optionsRestricted = useDeferredValue(restrictedAssets);
  const assetOptions = useMemo(
    () =>
      visibleAssets(currencyList.data?.cryptoList ?? [], lang)
        .filter((c) => !optionsRestricted.has(c.assetCode))
        .map((c) => ({ code: c.assetCode, name: c.name, logoUrl: optionLogos.get(c.assetCode) ?? c.logoUrl })),
    [currencyList.data, lang, optionLogos, optionsRestricted],
  );
  const fiatOptions = useMemo(
    () => (currencyList.data?.fiatList ?? []).map((f) => ({ code: f.code, name: f.name, logoUrl: f.logoUrl })),
    [currencyList.data],
  );
  const fiatCodes = useMemo(() => new Set(fiatOptions.map((f) => f.code)), [fiatOptions]);
  const pickPair = useCallback((pair: { asset: string; fiat: string }) => update(pair), [update]);
  const payMethods = useMemo(() => {
    const seen = new Map<string, string>();
    for (const ad of rows) for (const m of ad.payMethods) seen.set(m.code, m.name);
    if (filters.payMethod && !seen.has(filters.payMethod)) seen.set(filters.payMethod, filters.payMethod);
    return [...seen].map(([code, name]) => ({ code, name }));
  }, [rows, filters.payMethod]);
  const refresh = useCallback(() => void refetch(), [refetch]);

  const onTrade = useCallback(
    (ad: Advertisement) => {
      // Issue 18 point 2: the row's button lands on the amount form, already open, not on a page to click again.
      const target = paths.adDetail(lang, side, ad.adNo, { trade: true });
      // Signed-out traders see the list; the action sends them to login and back (issue 5).
      void navigate(hasSession() ? target : paths.login(target));
    },
    [lang, navigate, side],
  );

  // Stable between pages of ads, so the memoised tabs do not re-render (and re-measure) with each.
  const switchSide = useCallback(
    (next: Side) => void navigate(paths.list(lang, next, location.search)),
    [lang, navigate, location.search],
  );

  return (
    // Tighter on a phone (issue 18: 3 ads whole at 360×740), the same as before from 600 px.
    <Stack spacing={{ xs: 1.5, sm: 2 }}>
      {/* Issue 18: the title, the Buy/Sell switch and the pair's market price and favourites share one line on
          a wide screen; on a phone the toolbar takes the next line. */}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: { xs: 1.5, sm: 2, md: 3 },
          rowGap: { xs: 1, sm: 1.5 },
        }}
      >
        {/* The pair in words, as the page's <title> and search queries have it ("Buy USDT with EUR", issue 20
            point 3). In the prerendered HTML it is also the largest text of the first paint, so the ads' smaller
            lines that arrive later do not move Lighthouse's LCP past it (issue 20 point 4). On a phone a long
            title wraps beside the Buy/Sell switch rather than pushing the switch to a line of its own, and its size
            follows the width up to the h3 size, so that at 360 px one line holds it in most languages (issue 18: 3
            ads whole at 360×740). */}
        <Typography
          variant="h3"
          component="h1"
          sx={{
            flex: { xs: '1 1 0', md: '0 1 auto' },
            minWidth: 0,
            // From the h5 size at 360 px to the h3 size from 445 px.
            fontSize: (theme) => `clamp(${theme.typography.h5.fontSize}, 4.5vw, ${theme.typography.h3.fontSize})`,
            lineHeight: 1.25,
          }}
        >
          {t(side === 'buy' ? 'list.titleBuy' : 'list.titleSell', { asset: filters.asset, fiat: filters.fiat })}
        </Typography>
        <SideTabs side={side} onSwitch={switchSide} />
        <Box sx={{ flex: { xs: '1 1 100%', md: '1 1 0' }, minWidth: 0 }}>
          <DeferredListToolbar
            locale={LANGUAGE_INFO[lang].locale}
            asset={filters.asset}
            fiat={filters.fiat}
            signedIn={signedIn}
            fiats={fiatCodes}
            restrictedAssets={optionsRestricted}
            onPick={pickPair}
          />
        </Box>
      </Box>
      {refreshFailed && !failuresExplained && (
        <Alert severity="warning" data-testid="list-refresh-failed">
          {t('list.refreshFailed')}
        </Alert>
      )}
      {fiatPaymentRestricted && (
        <Alert severity="warning" data-testid="fiat-restricted">
          {t('common:restriction.fiatPayment')}
        </Alert>
      )}
      <AdFilters
        filters={filters}
        assets={assetOptions}
        fiats={fiatOptions}
        payMethods={payMethods}
        loadingCurrencies={currencyList.isPending}
        onChange={update}
        refreshing={fetching && !pending}
        onRefresh={refresh}
      />
      {/* Focused by the skip link only; the next Tab goes on to the first ad, so it needs no ring of its own. */}
      <Box id={RESULTS_ID} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
        {pending ? (
          // Shaped like the rows that replace it, card or table line; the prerendered page draws the same skeleton.
          <LoadingState rows={8} rowHeight={SKELETON_ROW_PX} label={t('list.loading')} />
        ) : loadFailed ? (
          // The list's calls are silent: its error state says why too (offline, the server's message).
          <ErrorState message={<ListError reason={failureText(failure, t)} />} onRetry={() => void ads.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState title={t('list.emptyTitle')} description={t('list.emptyHint')} />
        ) : (
          <VirtualAdList
            ads={rows}
            lang={lang}
            label={t('list.resultsLabel')}
            // Live, not deferred: the next page is asked for only while nothing is on its way (each call once).
            busy={ads.isFetching}
            hasMore={hasMore}
            onEndReached={loadMore}
            onTrade={onTrade}
            market={market}
            tradeBlocked={tradeBlocked}
            assetLogo={assetLogo}
          />
        )}
      </Box>
      {ads.isFetchNextPageError ? (
        <ErrorState message={<ListError reason={failureText(ads.error, t)} />} onRetry={loadMore} />
      ) : null}
      {ads.total > 0 ? (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('list.shown', {
            shown: formatAmount(String(rows.length), { decimals: 0, locale: LANGUAGE_INFO[lang].locale }),
            total: formatAmount(String(ads.total), { decimals: 0, locale: LANGUAGE_INFO[lang].locale }),
          })}
        </Typography>
      ) : null}
    </Stack>
  );
}
