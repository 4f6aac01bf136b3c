import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdvertiserSummary } from '@/api/generated/models';
import { FactList, OnlineDot, UserAvatar, VerifiedBadges, formatAmount, formatPercent, useFormatMinutes } from '@ds';
import { AdvertiserLink } from '@/shared/routing/advertiser-link';

export interface AdvertiserPanelProps {
  advertiser: AdvertiserSummary;
  locale: string;
}

/** The completion rate is a fraction, shown as a percentage with 2 decimals. */
export function AdvertiserPanel({ advertiser, locale }: AdvertiserPanelProps) {
  const { t } = useTranslation('ad-detail');
  const minutes = useFormatMinutes();
  return (
    <Paper component="section" variant="outlined" aria-labelledby="advertiser-name" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="overline" color="text.secondary" component="p">
        {t('detail.advertiser')}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2, minWidth: 0 }}>
        <UserAvatar name={advertiser.nickname} size={48} />
        <Box sx={{ minWidth: 0 }}>
          {/* A nickname is another user's text: rendered as text, and long ones wrap instead of overflowing. */}
          <Typography id="advertiser-name" variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            <AdvertiserLink userId={advertiser.userId}>{advertiser.nickname}</AdvertiserLink>
          </Typography>
          <OnlineDot online={advertiser.online} showLabel />
        </Box>
      </Stack>
      <FactList
        facts={[
          {
            label: t('detail.totalTrades'),
            value: formatAmount(String(advertiser.totalTrades), { decimals: 0, locale }),
          },
          { label: t('detail.completionRate'), value: formatPercent(advertiser.completionRate, locale) },
          { label: t('detail.avgRelease'), value: minutes(advertiser.avgReleaseMinutes) },
        ]}
      />
      <Box sx={{ mt: 2 }}>
        <VerifiedBadges
          kyc={advertiser.kycVerified}
          email={advertiser.emailVerified}
          phone={advertiser.phoneVerified}
        />
      </Box>
    </Paper>
  );
}
