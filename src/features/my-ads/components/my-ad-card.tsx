import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MyAd } from '@/api/generated/models';
import { FactList, PaymentMethodChips, formatAmount, useFormatMinutes } from '@ds';
import { formatDateTime, usePayMethodName, type Language } from '@/shared/i18n';
import type { useAdCommands } from '../hooks/use-ad-commands';
import { AdStatusChip } from './ad-status-chip';
import { MyAdActions } from './my-ad-actions';
import { MyAdPrice } from './my-ad-price';
import { TakerConditions } from './taker-conditions';

export interface MyAdCardProps {
  ad: MyAd;
  lang: Language;
  locale: string;
  commands: ReturnType<typeof useAdCommands>;
  onClosed: (adNo: string) => void;
}

/** Keys written out so each stays searchable. */
const PAUSE_KEY = {
  SOLD_OUT: 'my-ads:pauseReason.SOLD_OUT',
  PRICE_OUT_OF_BAND: 'my-ads:pauseReason.PRICE_OUT_OF_BAND',
  ACCOUNT_REVIEW: 'my-ads:pauseReason.ACCOUNT_REVIEW',
} as const;

const TITLE_KEY = { BUY: 'my-ads:sideTitle.BUY', SELL: 'my-ads:sideTitle.SELL' } as const;

/** One of the trader's ads: what takers see, what only its maker does, and its online switch and Close. */
export function MyAdCard({ ad, lang, locale, commands, onClosed }: MyAdCardProps) {
  const { t } = useTranslation('my-ads');
  const minutes = useFormatMinutes();
  const methodName = usePayMethodName();
  const title = t(TITLE_KEY[ad.makerSide], { asset: ad.asset, fiat: ad.fiat });
  const amount = (value: string) => `${formatAmount(value, { asset: ad.asset, locale })} ${ad.asset}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={`my-ad-${ad.adNo}`}
      sx={{ p: 2, display: 'grid', gap: 1.5, opacity: ad.status === 'CLOSED' ? 0.8 : 1 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={`my-ad-${ad.adNo}`} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <AdStatusChip status={ad.status} />
        <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
          {t('card.adNo', { adNo: ad.adNo })}
        </Typography>
      </Box>
      {ad.status === 'PAUSED' && ad.pauseReason && (
        <Alert severity="warning" variant="outlined">
          {t(PAUSE_KEY[ad.pauseReason])}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1.6fr) minmax(0, 1fr)' },
        }}
      >
        <MyAdPrice ad={ad} locale={locale} />
        <FactList
          facts={[
            { label: t('card.available'), value: amount(ad.remaining) },
            { label: t('card.frozen'), value: amount(ad.frozen) },
            { label: t('card.total'), value: amount(ad.quantity) },
            {
              label: t('card.limit'),
              value: `${formatAmount(ad.minLimit, { asset: ad.fiat, locale })} – ${formatAmount(ad.maxLimit, { asset: ad.fiat, locale })} ${ad.fiat}`,
            },
            { label: t('card.payWindow'), value: minutes(ad.payWindowMinutes) },
          ]}
        />
        <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
          <PaymentMethodChips methods={ad.payMethods.map(methodName)} />
          <Typography variant="body2">
            {ad.ordersInProgress > 0 ? t('card.ordersInProgress', { count: ad.ordersInProgress }) : t('card.noOrders')}
          </Typography>
          <TakerConditions conditions={ad.takerConditions} locale={locale} />
          <Typography variant="caption" color="text.secondary">
            {t('card.updated', { date: formatDateTime(ad.updatedAt, { language: lang }) })}
          </Typography>
        </Box>
      </Box>
      <MyAdActions ad={ad} name={`${title}, ${ad.adNo}`} locale={locale} onClosed={onClosed} {...commands} />
    </Paper>
  );
}
