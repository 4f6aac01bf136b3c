import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AdvertiserProfile } from '@/api/generated/models';
import { formatAmount, formatPercent, useFormatMinutes } from '@ds';
import { LANGUAGE_INFO } from '@/shared/i18n';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';

interface Tile {
  id: string;
  label: string;
  value: string;
  note?: string;
}

/** The figures a trader weighs before trading, as tiles: two columns on a phone, four on a laptop. */
export function TradingRecord({ profile }: { profile: AdvertiserProfile }) {
  const { t } = useTranslation('advertisers');
  const locale = LANGUAGE_INFO[useCurrentLanguage()].locale;
  const minutes = useFormatMinutes();
  const count = (value: number) => formatAmount(String(value), { decimals: 0, locale });
  const { feedback } = profile;
  const tiles: Tile[] = [
    { id: 'trades30d', label: t('stats.trades30d'), value: count(profile.trades30d) },
    { id: 'completion30d', label: t('stats.completion30d'), value: formatPercent(profile.completionRate30d, locale) },
    { id: 'avgRelease', label: t('stats.avgRelease'), value: minutes(profile.avgReleaseMinutes) },
    { id: 'avgPay', label: t('stats.avgPay'), value: minutes(profile.avgPayMinutes) },
    { id: 'totalTrades', label: t('stats.totalTrades'), value: count(profile.totalTrades) },
    { id: 'completion', label: t('stats.completion'), value: formatPercent(profile.completionRate, locale) },
    {
      id: 'positiveRate',
      label: t('stats.positiveRate'),
      value: feedback.positiveRate === null ? t('stats.noFeedback') : formatPercent(feedback.positiveRate, locale),
      note: t('stats.feedbackCounts', { positive: count(feedback.positive), negative: count(feedback.negative) }),
    },
  ];
  return (
    <Paper component="section" variant="outlined" aria-labelledby="trading-record" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="trading-record" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('stats.title')}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          gap: 2,
          m: 0,
        }}
      >
        {tiles.map((tile) => (
          <Box key={tile.id} data-stat={tile.id} sx={{ minWidth: 0 }}>
            <Box component="dt" sx={{ typography: 'body2', color: 'text.secondary' }}>
              {tile.label}
            </Box>
            <Box component="dd" sx={{ m: 0, typography: 'h6', overflowWrap: 'anywhere' }}>
              {tile.value}
              {tile.note && (
                <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}>
                  {tile.note}
                </Box>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
