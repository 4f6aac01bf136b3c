import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import type { Advertisement } from '@/api/generated/models';
import { CurrencyLogo, OnlineDot, PaymentMethodChips, UserAvatar, formatAmount, formatMinutes, formatPercent } from '@ds';
import { distanceFromMarket } from '@/platform/use-market-price';
import { LANGUAGE_INFO, type Language } from '@/shared/i18n';

export interface AdRowProps {
  ad: Advertisement;
  lang: Language;
  onTrade: (ad: Advertisement) => void;
  /** The pair's market price: the row shows how far its price is from it ("+1.8%"). */
  market?: string | undefined;
  /** Spec §3 fiatPaymentRestricted: the action is disabled; the list says why once, above the rows. */
  tradeBlocked?: boolean;
  /** The coin's logo URL from the asset-logo list (one lookup for the whole list, not one per row). */
  assetLogo?: string | undefined;
}

/**
 * The row's whole layout is one styled element whose rules reach its parts by class (issue 7): a screenful of
 * rows used to run ~25 `sx` style resolutions each, the largest cost between the data arriving and the first
 * rows on screen at 4x CPU. Text sizes and colours still come from the theme's typography and palette.
 */
const Row = styled('article')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  padding: theme.spacing(1.5),
  border: `1px solid ${theme.palette.roles.border}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(2) },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1.3fr) minmax(0, 2fr) minmax(0, 1.5fr) auto' },
  '& p': { margin: 0 },
  '& .AdRow-advertiser': { display: 'flex', alignItems: 'center', gap: theme.spacing(1.5), minWidth: 0 },
  '& .AdRow-who': { minWidth: 0 },
  '& .AdRow-name': { display: 'flex', alignItems: 'center', gap: theme.spacing(0.75) },
  '& .AdRow-nickname': { ...theme.typography.body1, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .AdRow-body2': theme.typography.body2,
  '& .AdRow-secondary': { ...theme.typography.body2, color: theme.palette.text.secondary },
  '& .AdRow-caption': { ...theme.typography.caption, color: theme.palette.text.secondary },
  '& .AdRow-price': theme.typography.h6,
  '& .AdRow-trade': { minWidth: 112 },
  '& .AdRow-available': { display: 'flex', alignItems: 'center', gap: theme.spacing(0.5) },
}));

/** One advertisement (spec §2 trade home: advertiser, price, quantity and remaining, limits, methods, window). */
export const AdRow = memo(function AdRow({ ad, lang, onTrade, market, tradeBlocked = false, assetLogo }: AdRowProps) {
  const { t } = useTranslation(['p2p', 'ds']);
  const locale = LANGUAGE_INFO[lang].locale;
  const distance = distanceFromMarket(ad.price, market);
  const seller = ad.advertiser;
  const buying = ad.side === 'BUY';
  return (
    <Row aria-label={seller.nickname}>
      <div className="AdRow-advertiser">
        <UserAvatar name={seller.nickname} size={36} />
        <div className="AdRow-who">
          <div className="AdRow-name">
            <p className="AdRow-nickname">{seller.nickname}</p>
            <OnlineDot online={seller.online} />
          </div>
          <p className="AdRow-secondary">
            {t('p2p:list.trades', { count: seller.totalTrades })} · {t('p2p:list.completion', { rate: formatPercent(seller.completionRate, locale) })}
          </p>
        </div>
      </div>
      <div>
        <p className="AdRow-caption">{t('p2p:list.price')}</p>
        <p className="AdRow-price">
          {formatAmount(ad.price, { asset: ad.fiat, locale })} <span className="AdRow-body2">{ad.fiat}</span>
        </p>
        {/* The line is kept while the rates load (or after they failed), so rows do not grow when they arrive. */}
        {distance !== undefined ? (
          <p className="AdRow-caption" data-testid="market-distance">
            {t('p2p:market.distance', { value: formatPercent(distance, locale, 1, true) })}
          </p>
        ) : (
          <p className="AdRow-caption" aria-hidden="true">
            {'\u00a0'}
          </p>
        )}
      </div>
      <div>
        <div className="AdRow-body2 AdRow-available">
          <CurrencyLogo code={ad.asset} logoUrl={assetLogo} size={16} decorative />
          {t('p2p:list.available')}: {formatAmount(ad.remaining, { asset: ad.asset, locale })} / {formatAmount(ad.quantity, { asset: ad.asset, locale })} {ad.asset}
        </div>
        <p className="AdRow-body2">
          {t('p2p:list.limit')}: {formatAmount(ad.minLimit, { asset: ad.fiat, locale })} – {formatAmount(ad.maxLimit, { asset: ad.fiat, locale })} {ad.fiat}
        </p>
        <p className="AdRow-secondary">
          {t('p2p:list.payWindow')}: {formatMinutes(ad.payWindowMinutes, t)}
        </p>
      </div>
      <PaymentMethodChips methods={ad.payMethods.map((m) => m.name)} />
      <Button
        className="AdRow-trade"
        variant="contained"
        color={buying ? 'buy' : 'sell'}
        disabled={tradeBlocked}
        onClick={() => onTrade(ad)}
        aria-label={t(buying ? 'p2p:list.buyAsset' : 'p2p:list.sellAsset', { asset: ad.asset, name: seller.nickname })}
      >
        {t(buying ? 'p2p:list.buyAction' : 'p2p:list.sellAction', { asset: ad.asset })}
      </Button>
    </Row>
  );
});
