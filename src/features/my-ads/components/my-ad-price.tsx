import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Decimal from 'decimal.js';
import type { MyAd } from '@/api/generated/models';
import { formatAmount, formatPercent } from '@ds';

/** The price takers get now, and how it is set: fixed, or floating with its premium over the market price. */
export function MyAdPrice({ ad, locale }: { ad: MyAd; locale: string }) {
  const { t } = useTranslation('my-ads');
  const premium = ad.premiumPercent === undefined ? null : new Decimal(ad.premiumPercent);
  const how =
    premium === null
      ? t('card.fixed')
      : premium.isZero()
        ? t('card.floatingAt')
        : t(premium.gt(0) ? 'card.floating' : 'card.floatingBelow', {
            premium: formatPercent(premium.abs().div(100), locale),
          });
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="p">
        <Box component="span" sx={{ typography: 'body2', color: 'text.secondary', mr: 0.5 }}>
          {t('card.price')}
        </Box>
        {formatAmount(ad.price, { asset: ad.fiat, locale })} {ad.fiat}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {how}
      </Typography>
    </Box>
  );
}
