import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Advertisement } from '@/api/generated/models';
import { OnlineDot, UserAvatar, formatPercent, useFormatMinutes } from '@ds';
import { MarketPrice } from '@/platform/market-price';
import { distanceFromMarket, useMarketPrice } from '@/platform/use-market-price';
import { useTakerConditionsList } from '@/shared/i18n/taker-conditions';
import { AdvertiserLink } from '@/shared/routing/advertiser-link';

export interface DealSummaryProps {
  ad: Advertisement;
  locale: string;
  price: string;
}

/** What the trader agrees to, at the top of both trade forms. */
export function DealSummary({ ad, locale, price }: DealSummaryProps) {
  const { t } = useTranslation(['ad-detail', 'ads']);
  const minutes = useFormatMinutes();
  const { advertiser } = ad;
  const distance = distanceFromMarket(ad.price, useMarketPrice(ad.asset, ad.fiat));
  const remark = ad.remark.trim();
  const conditions = useTakerConditionsList(ad.takerConditions, locale);
  return (
    <Stack spacing={1} data-testid="deal-summary">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <UserAvatar name={advertiser.nickname} size={36} />
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {/* A nickname is another user's text: rendered as text, wrapped when long. */}
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              <AdvertiserLink userId={advertiser.userId}>{advertiser.nickname}</AdvertiserLink>
            </Typography>
            <OnlineDot online={advertiser.online} showLabel />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('ads:list.trades', { count: advertiser.totalTrades })} ·{' '}
            {t('ads:list.completion', { rate: formatPercent(advertiser.completionRate, locale) })}
          </Typography>
        </Box>
      </Stack>
      <Typography variant="body2">
        {t('ad-detail:form.priceLine', { price, fiat: ad.fiat, asset: ad.asset })}
        {distance !== undefined && (
          <Typography component="span" variant="body2" color="text.secondary" data-testid="market-distance">
            {' · '}
            {t('ads:market.distance', { value: formatPercent(distance, locale, 1, true) })}
          </Typography>
        )}
      </Typography>
      <MarketPrice asset={ad.asset} fiat={ad.fiat} locale={locale} />
      <Typography variant="body2">
        {t('ad-detail:form.payWindowLine', { minutes: minutes(ad.payWindowMinutes) })}
      </Typography>
      {conditions && (
        <Typography variant="body2">{t('ad-detail:form.takerConditions', { list: conditions })}</Typography>
      )}
      {remark && (
        <Box component="section" aria-labelledby="deal-terms" sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}>
          <Typography id="deal-terms" variant="subtitle2" component="h3">
            {t('ad-detail:detail.message')}
          </Typography>
          <Typography
            variant="body2"
            data-testid="deal-remark"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: '7.5em', overflowY: 'auto' }}
            tabIndex={0}
          >
            {remark}
          </Typography>
        </Box>
      )}
    </Stack>
  );
}
