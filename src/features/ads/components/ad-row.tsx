import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import type { Advertisement } from '@/api/generated/models';
import { CurrencyLogo, OnlineDot, PaymentMethodChips, TimerIcon, UserAvatar, formatPercent, visuallyHidden } from '@ds';
import { AD_TABLE_COLUMNS } from './ad-table-columns';
import { useAdRowWords } from './use-ad-row-words';
import { adRowText } from '../ad-row-text';
import { MARK_MS, type RowMark } from '../live/row-mark';
import { distanceFromMarket } from '@/platform/use-market-price';
import { LANGUAGE_INFO, type Language } from '@/shared/i18n';
import { IN_APP_LINK } from '@/shared/routing/in-app-links';

export interface AdRowProps {
  ad: Advertisement;
  lang: Language;
  onTrade: (ad: Advertisement) => void;
  /** The pair's market price: the row shows how far its price is from it ("+1.8%"). */
  market?: string | undefined;
  /** The action is disabled; the list says why once, above the rows. */
  tradeBlocked?: boolean;
  /** The coin's logo URL, looked up once for the whole list rather than once per row. */
  assetLogo?: string | undefined;
  /** Changed, new or gone since the last refresh (docs/product-rules.md §7.13). */
  mark?: RowMark | undefined;
}

/** The words a screen reader hears for a mark; the eye sees the tinted cell, the "New" tag or the dimmed row. */
const MARK_TEXT = {
  price: 'ads:list.live.priceChanged',
  terms: 'ads:list.live.termsChanged',
  'price-terms': 'ads:list.live.priceChanged',
  new: 'ads:list.live.newAd',
} as const satisfies Record<Exclude<RowMark, 'gone'>, string>;

/** One styled element whose rules reach the row's parts by class: per-part `sx` styles were costly on first render. */
const Row = styled('article')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(0.25, 1.5),
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"price trade" "who who" "terms terms" "methods methods"',
  alignItems: 'center',
  padding: theme.spacing(0.75, 1.5),
  border: `1px solid ${theme.palette.roles.border}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  '& p': { margin: 0 },
  // The price needs no visible label: it is the row's largest figure, with its currency.
  '& .AdRow-srOnly': visuallyHidden,
  '& .AdRow-advertiser': {
    gridArea: 'who',
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1.25),
    minWidth: 0,
  },
  '& .AdRow-avatar': { display: 'none' },
  '& .AdRow-who': { minWidth: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: theme.spacing(1) },
  '& .AdRow-name': { display: 'flex', alignItems: 'center', gap: theme.spacing(0.75), minWidth: 0 },
  '& .AdRow-nickname': {
    ...theme.typography.body1,
    fontWeight: 600,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .AdRow-nickname > a': { color: 'inherit', textDecoration: 'none' },
  '& .AdRow-nickname > a:hover': { textDecoration: 'underline' },
  '& .AdRow-stats': { ...theme.typography.caption, color: theme.palette.text.secondary },
  '& .AdRow-priceCell': {
    gridArea: 'price',
    minWidth: 0,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: theme.spacing(1),
  },
  '& .AdRow-price': { ...theme.typography.h3, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '& .AdRow-fiat': { ...theme.typography.body2, fontWeight: 500, marginInlineStart: theme.spacing(0.5) },
  '& .AdRow-caption': { ...theme.typography.caption, color: theme.palette.text.secondary },
  // On the card the payment window ends the limit's line, so the methods' line is theirs alone and two long method
  // names keep their words on a narrow phone.
  '& .AdRow-terms': {
    gridArea: 'terms',
    minWidth: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    columnGap: theme.spacing(1),
    ...theme.typography.caption,
    lineHeight: '16px',
    fontVariantNumeric: 'tabular-nums',
  },
  '& .AdRow-term': {
    gridColumn: 1,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    flexWrap: 'wrap',
  },
  '& .AdRow-term > .AdRow-label': { color: theme.palette.text.secondary },
  // One line on the card: a name too long for it ends in an ellipsis (its title has it all).
  '& .AdRow-methods': {
    gridArea: 'methods',
    minWidth: 0,
    display: 'flex',
    flexWrap: 'nowrap',
    alignItems: 'center',
    marginTop: theme.spacing(0.25),
  },
  '& .AdRow-methods > ul': { maxWidth: '100%', minWidth: 0, flex: '0 1 auto' },
  '& .AdRow-window': {
    gridColumn: 2,
    gridRow: '1 / span 2',
    alignSelf: 'end',
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    whiteSpace: 'nowrap',
  },
  '& .AdRow-window > svg': { fontSize: 14 },
  '& .AdRow-window > .AdRow-label': visuallyHidden,
  '& .AdRow-windowLong': visuallyHidden,
  '& .AdRow-trade': { gridArea: 'trade', minWidth: 104, alignSelf: 'center', minHeight: 32, paddingBlock: 0 },
  // A changed cell is tinted while marked; the tint fades unless the trader asked for less motion.
  '& .AdRow-changed': {
    backgroundColor: theme.palette.roles.info.soft,
    borderRadius: theme.shape.borderRadius,
    boxShadow: `0 0 0 ${theme.spacing(0.5)} ${theme.palette.roles.info.soft}`,
    '@media (prefers-reduced-motion: no-preference)': { animation: `AdRow-fade ${MARK_MS}ms ease-in forwards` },
  },
  '@keyframes AdRow-fade': {
    '70%': { backgroundColor: theme.palette.roles.info.soft },
    to: { backgroundColor: 'transparent', boxShadow: 'none' },
  },
  '& .AdRow-new': {
    ...theme.typography.caption,
    fontWeight: 600,
    padding: theme.spacing(0, 0.75),
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.roles.info.soft,
    color: theme.palette.roles.info.onSoft,
  },
  // A gone ad reads as such and stays legible (no fading, which would fail the text contrast): its figures in the
  // secondary text colour, its price struck through.
  '&.AdRow-gone': {
    '& .AdRow-nickname, & .AdRow-price, & .AdRow-fiat, & .AdRow-terms': { color: theme.palette.text.secondary },
    '& .AdRow-price': { textDecoration: 'line-through' },
  },
  // On a phone the distance from the market price gives way: the toolbar above the list shows the market price.
  [theme.breakpoints.down('sm')]: { '& .AdRow-priceCell > .AdRow-caption': { display: 'none' } },
  // Last, so the table layout's rules win over the card's at the same specificity.
  [theme.breakpoints.up('md')]: {
    gridTemplateColumns: AD_TABLE_COLUMNS,
    gridTemplateAreas: '"who price terms methods trade"',
    gap: theme.spacing(2),
    padding: theme.spacing(1.25, 2),
    border: 'none',
    borderBottom: `1px solid ${theme.palette.roles.border}`,
    borderRadius: 0,
    '& .AdRow-label': visuallyHidden,
    '& .AdRow-avatar': { display: 'flex' },
    '& .AdRow-priceCell': { display: 'block' },
    '& .AdRow-who': { display: 'block' },
    '& .AdRow-stats': { whiteSpace: 'normal' },
    '& .AdRow-stats > span': { whiteSpace: 'nowrap' },
    '& .AdRow-terms': theme.typography.body2,
    '& .AdRow-methods': { flexDirection: 'column', alignItems: 'flex-start', flexWrap: 'nowrap', marginTop: 0 },
    // The table's methods column is narrow: a second name goes to a second line rather than ending in '…'.
    '& .AdRow-methods > ul': { flexWrap: 'wrap' },
    '& .AdRow-trade': { minHeight: 36 },
  },
}));

export const AdRow = memo(function AdRow({
  ad,
  lang,
  onTrade,
  market,
  tradeBlocked = false,
  assetLogo,
  mark,
}: AdRowProps) {
  const { t } = useTranslation(['ads', 'ds']);
  const locale = LANGUAGE_INFO[lang].locale;
  const distance = distanceFromMarket(ad.price, market);
  const seller = ad.advertiser;
  const buying = ad.side === 'BUY';
  const text = adRowText(ad, lang, useAdRowWords(buying));
  const gone = mark === 'gone';
  const priceChanged = mark === 'price' || mark === 'price-terms';
  const termsChanged = mark === 'terms' || mark === 'price-terms';
  return (
    <Row aria-label={seller.nickname} className={gone ? 'AdRow-gone' : undefined} data-mark={mark}>
      <div className="AdRow-advertiser">
        <span className="AdRow-avatar">
          <UserAvatar name={seller.nickname} size={32} />
        </span>
        <div className="AdRow-who">
          <div className="AdRow-name">
            <p className="AdRow-nickname">
              {/* A plain link, followed in the app by the list's one click handler (in-app-links.ts). */}
              <a href={text.advertiserHref} {...IN_APP_LINK}>
                {seller.nickname}
              </a>
            </p>
            <OnlineDot online={seller.online} />
            {mark === 'new' && <span className="AdRow-new">{t('ads:list.live.newTag')}</span>}
          </div>
          {/* Two parts that each stay whole: in the table a long language breaks the line between them. */}
          <p className="AdRow-stats">
            <span>{text.trades} ·</span> <span>{text.completion}</span>
          </p>
        </div>
      </div>
      <div className="AdRow-priceCell">
        <p className={priceChanged ? 'AdRow-changed' : undefined}>
          <span className="AdRow-srOnly">{t('ads:list.price')} </span>
          <span className="AdRow-price">{text.price}</span>
          <span className="AdRow-fiat">{ad.fiat}</span>
        </p>
        {/* The line is kept while the rates load (or after they failed), so rows do not grow when they arrive. */}
        {distance !== undefined ? (
          <p className="AdRow-caption" data-testid="market-distance">
            {t('ads:market.distance', { value: formatPercent(distance, locale, 1, true) })}
          </p>
        ) : (
          <p className="AdRow-caption" aria-hidden="true">
            {'\u00a0'}
          </p>
        )}
      </div>
      <div className={termsChanged ? 'AdRow-terms AdRow-changed' : 'AdRow-terms'}>
        <div className="AdRow-term">
          <span className="AdRow-label">{t('ads:list.available')}</span>
          <CurrencyLogo code={ad.asset} logoUrl={assetLogo} size={14} decorative />
          <span>{text.available}</span>
        </div>
        <div className="AdRow-term">
          <span className="AdRow-label">{t('ads:list.limit')}</span>
          <span>{text.limits}</span>
        </div>
        <p className="AdRow-caption AdRow-window">
          <TimerIcon aria-hidden />
          <span className="AdRow-label">{t('ads:list.payWindow')} </span>
          {/* The short unit for the eye, so the limit keeps its line beside it on a phone; screen readers get the
              whole words. */}
          <span className="AdRow-windowShort" aria-hidden="true">
            {text.windowShort}
          </span>
          <span className="AdRow-windowLong">{text.windowLong}</span>
        </p>
      </div>
      <div className="AdRow-methods">
        <PaymentMethodChips methods={text.methods} max={2} oneLine />
      </div>
      {mark && mark !== 'gone' && <span className="AdRow-srOnly">{t(MARK_TEXT[mark])}</span>}
      {gone ? (
        // Focusable still: the row keeps its place and the focus while the trader is on it.
        <Button className="AdRow-trade" variant="outlined" color="inherit" aria-disabled="true">
          {t('ads:list.live.gone')}
        </Button>
      ) : (
        <Button
          className="AdRow-trade"
          variant="contained"
          color={buying ? 'buy' : 'sell'}
          disabled={tradeBlocked}
          onClick={() => onTrade(ad)}
          aria-label={text.actionLabel}
        >
          {text.action}
        </Button>
      )}
    </Row>
  );
});
