import { useCallback, useContext, useDeferredValue, useEffect, useMemo } from 'react';
import { useNavigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetCryptoFiat } from '@/api/generated/endpoints/currencies/currencies';
import type { Advertisement } from '@/api/generated/models';
import { EmptyState, ErrorState, FailureMessage, FailuresExplainedElsewhere, LoadingState, formatAmount } from '@ds';
import { isLoggedIn } from '@/session/derived-state';
import { hasSession, useSession } from '@/session/session-store';
import { useAssetLogos } from '@/platform/use-asset-logos';
import { useMarketPrice } from '@/platform/use-market-price';
import { useRestrictions } from '@/platform/use-restrictions';
import { saveLastListChoice } from '@/shared/last-list-choice';
import { isHiddenAsset, visibleAssets } from '@/shared/privacy-coins';
import { LANGUAGE_INFO } from '@/shared/i18n';
import { paths, type Side } from '@/shared/routing/paths';
import { seenTermsOf } from '@/shared/routing/seen-ad-terms';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { useDocumentTitle } from '@/shared/use-document-title';
import { failureText } from '@/shared/api-failures';
import { useSkipTo } from '@/shared/skip-link-target';
import { DEFAULT_PAIR } from '@/shared/default-pair';
import { useListFilters } from '../hooks/use-list-filters';
import { useSavedMethodCodes } from '../hooks/use-saved-method-codes';
import { AdFilters } from '../components/ad-filters';
import { AdTableHeader } from '../components/ad-table-header';
import type { SortChoice } from '../list-sort';
import { DeferredListToolbar } from '../components/deferred-list-toolbar';
import { SideTabs } from '../components/side-tabs';
import { VirtualAdList } from '../components/virtual-ad-list';
import { markFirstScreenShown } from '@/shared/first-screen';
import { markListData } from '../list-timing';
import { useAdPages } from '../hooks/use-ad-pages';
import { bestPriceSort, listRequest } from '../list-request';
import { tradePath } from '../trade-path';
import { EarlyRowsSlot } from '../components/early-rows-slot';
import { CURRENCIES_STALE_MS } from '../prefetch-list';
import { useListScrollMemory } from '../hooks/use-list-scroll-memory';
import { ROW_PX } from '../list-geometry';
import { useLiveRows } from '../live/use-live-rows';
import { DeferredNewAdsButton } from '../components/deferred-new-ads-button';

/** The skip link lands past the header and the filters, so the next Tab reaches the first ad. */
const RESULTS_ID = 'ad-results';

/** One object, so the memoised skeleton is not drawn again. */
const SKELETON_ROW_PX = { xs: ROW_PX.narrow, md: ROW_PX.wide };

export function AdListScreen({ side }: { side: Side }) {
  const { t } = useTranslation('ads');
  const lang = useCurrentLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  useSkipTo(RESULTS_ID, t('list.skipToAds'));
  const defaultFiat = useSession((s) => s.tradingFeature?.defaultFiatAsset) || DEFAULT_PAIR.fiat;
  const defaults = useMemo(() => ({ asset: DEFAULT_PAIR.asset, fiat: defaultFiat }), [defaultFiat]);
  const { filters: urlFilters, update } = useListFilters(defaults);
  const currencies = useGetCryptoFiat({ language: lang }, { query: { staleTime: CURRENCIES_STALE_MS } });
  const { restrictedAssets, fiatPaymentRestricted } = useRestrictions();
  const signedIn = useSession((s) => isLoggedIn(s.userInfo));
  // Privacy coins (in the ko locale) and the trader's restricted assets are never listed, even when a shared link
  // names one: the list falls back to the first asset offered.
  const offered = (code: string) => !isHiddenAsset(code, lang) && !restrictedAssets.has(code);
  const fallbackAsset = offered(defaults.asset)
    ? defaults.asset
    : (currencies.data?.cryptoList.find((c) => offered(c.assetCode))?.assetCode ?? defaults.asset);
  const filters = offered(urlFilters.asset) ? urlFilters : { ...urlFilters, asset: fallbackAsset };
  // The best price for the side is the default order, which the controls show as such.
  const sort: SortChoice = filters.sort === bestPriceSort(side) ? '' : filters.sort;
  // "My payment methods" narrows to the trader's saved methods, so the list waits for them.
  const mine = signedIn && filters.mine;
  const savedMethods = useSavedMethodCodes(mine);
  const noSavedMethods = mine && savedMethods?.length === 0;
  const logos = useAssetLogos();
  const request = listRequest(side, { ...filters, sort, mine }, savedMethods);
  const ads = useAdPages(request, { enabled: !mine || Boolean(savedMethods?.length) });
  const { fetchNextPage, refetch } = ads;
  // Which list the rows are: a refresh of the same list keeps the trader's place, another list starts afresh.
  const requestKey = JSON.stringify(request);
  const answer = useMemo(
    () => ({ ads: ads.ads, key: ads.isPlaceholderData ? `placeholder:${requestKey}` : requestKey }),
    [ads.ads, ads.isPlaceholderData, requestKey],
  );
  // React Query's updates render synchronously, so arriving rows would mount in one long task that blocks input;
  // deferred values render them in a transition instead. No initial value: it would delay rows already in hand.
  const shownAnswer = useDeferredValue(answer);
  const live = useLiveRows(shownAnswer.ads, shownAnswer.key);
  const { rows, showAll } = live;
  const updatedAt = useDeferredValue(ads.dataUpdatedAt);
  const pending = useDeferredValue(ads.isPending);
  // The same for the memoised filter bar: after a prerendered page hydrates, the held answers all arrive at once.
  const currencyList = useDeferredValue(currencies);
  const fetching = useDeferredValue(ads.isFetching);
  // Everything else the rows are drawn from is deferred too, or each answer would re-render the rows at once.
  const market = useDeferredValue(useMarketPrice(filters.asset, filters.fiat));
  const assetLogo = useDeferredValue(logos.get(filters.asset));
  const tradeBlocked = useDeferredValue(fiatPaymentRestricted);
  const hasMore = useDeferredValue(ads.hasNextPage);
  // Also when the rows shown are the previous filters' (placeholder data) and the new ones could not be loaded.
  const loadFailed = useDeferredValue(ads.isLoadingError);
  const failure = useDeferredValue(ads.error);
  const refreshFailed = useDeferredValue(ads.isRefetchError);
  const failuresExplained = useContext(FailuresExplainedElsewhere);
  if (rows.length > 0) markListData();
  useListScrollMemory(rows.length > 0);
  // The live hasNextPage, not the deferred hasMore: asking again before the deferred render caught up interrupted
  // that render each time, so the end of a long list was never shown.
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
  // The same title the build writes into the default pair's prerendered HTML.
  useDocumentTitle(
    t(side === 'buy' ? 'pageTitle.buy' : 'pageTitle.sell', { asset: filters.asset, fiat: filters.fiat }),
  );

  // Deferred like the currencies, so the logos' and restrictions' own answers do not each re-render the filter bar.
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
  // The trader's own refresh shows the whole answer, new ads included.
  const refresh = useCallback(() => void refetch().then(showAll), [refetch, showAll]);
  const listShown = !noSavedMethods && !pending && !loadFailed && rows.length > 0;
  // One object while nothing in it changes, so the memoised toolbar does not render again.
  const freshness = useMemo(
    () => ({ updatedAt: listShown ? updatedAt : 0, held: live.held, lang }),
    [listShown, updatedAt, live.held, lang],
  );
  const sortBy = useCallback((next: SortChoice) => update({ sort: next }), [update]);

  const onTrade = useCallback(
    (ad: Advertisement) => {
      // The row's terms go along, so the form can say what changed since the trader saw them.
      void navigate(tradePath(lang, side, ad.adNo, hasSession()), { state: seenTermsOf(ad) });
    },
    [lang, navigate, side],
  );

  // Stable between pages of ads, so the memoised tabs do not re-render (and re-measure) with each.
  const switchSide = useCallback(
    (next: Side) => void navigate(paths.list(lang, next, location.search)),
    [lang, navigate, location.search],
  );

  return (
    <Stack spacing={{ xs: 1.5, sm: 2 }}>
      {/* On a wide screen the title, the Buy/Sell switch and the toolbar share one line; on a phone the toolbar
          wraps to the next. */}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: { xs: 1.5, sm: 2, md: 3 },
          rowGap: { xs: 1, sm: 1.5 },
        }}
      >
        {/* In the prerendered HTML this is the largest text of the first paint, so ad lines arriving later do not
            become the LCP element. On a phone it wraps beside the switch rather than pushing the switch down. */}
        <Typography
          variant="h3"
          component="h1"
          sx={{
            flex: { xs: '1 1 0', md: '0 1 auto' },
            minWidth: 0,
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
            freshness={freshness}
          />
        </Box>
      </Box>
      {refreshFailed && !failuresExplained && (
        <Alert severity="warning" data-testid="list-refresh-failed">
          <FailureMessage text={t('list.refreshFailed')} reason={failureText(failure, t)} />
        </Alert>
      )}
      {fiatPaymentRestricted && (
        <Alert severity="warning" data-testid="fiat-restricted">
          {t('common:restriction.fiatPayment')}
        </Alert>
      )}
      <AdFilters
        side={side}
        filters={filters}
        sort={sort}
        mine={mine}
        signedIn={signedIn}
        assets={assetOptions}
        fiats={fiatOptions}
        payMethods={payMethods}
        loadingCurrencies={currencyList.isPending}
        onChange={update}
        refreshing={fetching && !pending}
        onRefresh={refresh}
      />
      {/* Focused by the skip link only; the next Tab goes on to the first ad, so it needs no ring of its own. */}
      {/* With rows, the rows' own section is the target, past the sorting headings, so the next Tab is the first ad. */}
      <Box
        id={listShown ? undefined : RESULTS_ID}
        tabIndex={listShown ? undefined : -1}
        sx={{ '&:focus': { outline: 'none' } }}
      >
        {listShown && <DeferredNewAdsButton held={live.held} onShow={showAll} />}
        {noSavedMethods ? (
          <EmptyState title={t('list.noSavedMethodsTitle')} description={t('list.noSavedMethodsHint')} />
        ) : pending ? (
          <>
            {/* The prerendered page paints the first rows here before the app has run; the skeleton then hides. */}
            <EarlyRowsSlot />
            {/* Shaped like the rows that replace it, card or table line; the prerendered page draws it too. */}
            <LoadingState rows={8} rowHeight={SKELETON_ROW_PX} label={t('list.loading')} />
          </>
        ) : loadFailed ? (
          // The list's calls are silent: its error state says why too (offline, the server's message).
          <ErrorState
            message={<FailureMessage text={t('list.error')} reason={failureText(failure, t)} />}
            onRetry={() => void ads.refetch()}
          />
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
            header={<AdTableHeader side={side} sort={sort} onSort={sortBy} />}
            focusTargetId={RESULTS_ID}
            marks={live.marks}
            engagement={live.engagement}
            listKey={shownAnswer.key}
            reveal={live.reveal}
          />
        )}
      </Box>
      {ads.isFetchNextPageError ? (
        <ErrorState
          message={<FailureMessage text={t('list.error')} reason={failureText(ads.error, t)} />}
          onRetry={loadMore}
        />
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
