import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Advertisement } from '@/api/generated/models';
import { toMoney } from '@ds';
import { AssetLogo } from '@/platform/asset-logo';
import { MarketPrice } from '@/platform/market-price';
import { useRestrictions } from '@/platform/use-restrictions';
import { useTradeGate } from '@/session/gates';
import { TRADE_PARAM } from '@/shared/routing/paths';
import { readSeenTerms, seenTermsOf, type SeenAdTerms } from '@/shared/routing/seen-ad-terms';
import { amountRules } from '../forms/amount-rules';
import { useTradeDecimals } from '../hooks/use-trade-decimals';
import { AdTerms } from './ad-terms';
import { AdvertiserMessage } from './advertiser-message';
import { AdvertiserPanel } from './advertiser-panel';
import { BuyDialog } from './buy-dialog';
import { SellDialog } from './sell-dialog';
import { useScreenTitle } from '@/shared/use-document-title';

export interface AdDetailContentProps {
  ad: Advertisement;
  locale: string;
  back: ReactNode;
  /** Asks the server for the ad again: opening the form re-checks its terms. */
  onRecheck?: () => void;
}

/** The dialog mounts per opening, so each opening has its own clientOrderId and a fresh form. */
export function AdDetailContent({ ad, locale, back, onRecheck }: AdDetailContentProps) {
  const { t } = useTranslation('ad-detail');
  const { requestTrade, gateElement } = useTradeGate();
  const decimals = useTradeDecimals(ad.asset, ad.fiat);
  // Follows the ad when it is refetched (the remaining quantity moves as others trade).
  const rules = useMemo(() => amountRules(ad, decimals, decimals.minTrade), [ad, decimals]);
  const [open, setOpen] = useState(false);
  // Not a loading state on the button: a disabled button drops the keyboard focus, and the dialog could then not
  // give it back when it closes. The gate shows its own progress when the check takes time.
  const asking = useRef(false);
  const buying = ad.side === 'BUY';
  const heading = t(buying ? 'detail.titleBuy' : 'detail.titleSell', { asset: ad.asset, name: ad.advertiser.nickname });
  useScreenTitle(heading);
  const soldOut = !toMoney(ad.remaining)?.gt(0);
  // Under a restriction the page stays readable but the action gives way to the reason.
  const { restrictedAssets, fiatPaymentRestricted } = useRestrictions();
  const blockedKey = restrictedAssets.has(ad.asset)
    ? 'common:restriction.assetUnavailable'
    : fiatPaymentRestricted
      ? 'common:restriction.fiatPayment'
      : null;

  // What the trader saw before the form: the list row's terms when they came from the list, else this page's as the
  // form opens. The form says what changed since (docs/product-rules.md §7.13).
  const location = useLocation();
  const [seen, setSeen] = useState<SeenAdTerms | null>(() => readSeenTerms(location.state, ad.adNo));

  const trade = async () => {
    if (asking.current) return;
    asking.current = true;
    try {
      if (await requestTrade()) {
        setSeen((before) => before ?? seenTermsOf(ad).seenAd);
        onRecheck?.();
        setOpen(true);
      }
    } finally {
      asking.current = false;
    }
  };

  // From a list row's Buy/Sell (?trade=1) the amount form opens at once, through the same gate. The flag leaves the
  // address as the form opens, so Back from the placed order, or a reload, does not open a second form.
  const [search, setSearch] = useSearchParams();
  const flagged = search.has(TRADE_PARAM);
  const autoOpened = useRef(false);
  useEffect(() => {
    if (!flagged || autoOpened.current) return;
    autoOpened.current = true;
    const next = new URLSearchParams(search);
    next.delete(TRADE_PARAM);
    setSearch(next, { replace: true });
    if (!blockedKey && !soldOut) void trade();
  });
  const close = () => {
    setOpen(false);
    // The form showed the terms as they are now: the next opening compares with those.
    setSeen(null);
  };

  return (
    <Stack spacing={2}>
      {back}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <AssetLogo asset={ad.asset} size={28} />
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {heading}
        </Typography>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <AdvertiserPanel advertiser={ad.advertiser} locale={locale} />
        <Paper component="section" variant="outlined" aria-labelledby="ad-terms" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Typography id="ad-terms" variant="overline" color="text.secondary" component="h2">
              {t('detail.advertisement')}
            </Typography>
            <AdTerms ad={ad} locale={locale} />
            <AdvertiserMessage remark={ad.remark} />
            <MarketPrice asset={ad.asset} fiat={ad.fiat} locale={locale} />
            {blockedKey ? (
              <Alert severity="warning" data-testid="trade-restricted">
                {t(blockedKey)}
              </Alert>
            ) : (
              <Button
                variant="contained"
                size="large"
                color={buying ? 'buy' : 'sell'}
                disabled={soldOut}
                onClick={() => void trade()}
                sx={{ alignSelf: { xs: 'stretch', sm: 'flex-end' }, minWidth: 200 }}
              >
                {soldOut
                  ? t('detail.soldOut')
                  : t(buying ? 'detail.buyAction' : 'detail.sellAction', { asset: ad.asset })}
              </Button>
            )}
          </Stack>
        </Paper>
      </Box>
      {open && buying && <BuyDialog ad={ad} rules={rules} locale={locale} onClose={close} seen={seen} />}
      {open && !buying && <SellDialog ad={ad} rules={rules} locale={locale} onClose={close} seen={seen} />}
      {gateElement}
    </Stack>
  );
}
