import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useGetAdvertiserAds } from '@/api/generated/endpoints/advertisers/advertisers';
import type { AdSide } from '@/api/generated/models';
import { EmptyState, ErrorState, FailureMessage, LoadingState } from '@ds';
import { failureText } from '@/shared/api-failures';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { ProfileAdCard } from './profile-ad-card';

export interface AdvertiserAdsProps {
  userId: string;
  self: boolean;
  /** The trader blocked this user: their ads are not offered (the server sends none). */
  blocked: boolean;
}

const SIDES: readonly AdSide[] = ['BUY', 'SELL'];

/** The advertiser's ads online now, by the side the trader takes (Buy: the advertiser sells). */
export function AdvertiserAds({ userId, self, blocked }: AdvertiserAdsProps) {
  const { t } = useTranslation('advertisers');
  const lang = useCurrentLanguage();
  const ads = useGetAdvertiserAds({ userId }, { request: { silent: true } });
  const [chosen, setChosen] = useState<AdSide | null>(null);
  const list = ads.data?.list ?? [];
  const counts = {
    BUY: list.filter((ad) => ad.side === 'BUY').length,
    SELL: list.filter((ad) => ad.side === 'SELL').length,
  };
  // The side with ads first, until the trader picks one.
  const side: AdSide = chosen ?? (counts.BUY === 0 && counts.SELL > 0 ? 'SELL' : 'BUY');
  const shown = list.filter((ad) => ad.side === side);

  return (
    <Paper component="section" variant="outlined" aria-labelledby="advertiser-ads" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="advertiser-ads" variant="h6" component="h2">
        {t('ads.title')}
      </Typography>
      {blocked ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('block.adsHidden')}
        </Typography>
      ) : !ads.data ? (
        ads.isError ? (
          <ErrorState
            message={<FailureMessage text={t('ads.loadFailed')} reason={failureText(ads.error, t)} />}
            onRetry={() => void ads.refetch()}
          />
        ) : (
          <LoadingState rows={2} rowHeight={96} label={t('ads.loading')} />
        )
      ) : (
        <>
          <Tabs
            value={side}
            onChange={(_, next: AdSide) => setChosen(next)}
            aria-label={t('ads.sides')}
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {SIDES.map((value) => (
              <Tab
                key={value}
                value={value}
                id={`advertiser-ads-tab-${value}`}
                aria-controls="advertiser-ads-panel"
                label={t(value === 'BUY' ? 'ads.buyTab' : 'ads.sellTab', { count: counts[value] })}
              />
            ))}
          </Tabs>
          <Box id="advertiser-ads-panel" role="tabpanel" aria-labelledby={`advertiser-ads-tab-${side}`}>
            {shown.length === 0 ? (
              <EmptyState title={t(side === 'BUY' ? 'ads.noneBuy' : 'ads.noneSell')} />
            ) : (
              <Box component="ul" sx={{ display: 'grid', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}>
                {shown.map((ad) => (
                  <ProfileAdCard key={ad.adNo} ad={ad} lang={lang} tradable={!self} />
                ))}
              </Box>
            )}
          </Box>
        </>
      )}
    </Paper>
  );
}
