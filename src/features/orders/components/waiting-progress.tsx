import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCountdown, toEpochMs, useFormatMinutes } from '@ds';
import { useNow } from '@/shared/use-now';

export interface WaitingProgressProps {
  paidAt: string;
  serverOffsetMs: number;
  avgReleaseMinutes?: string;
}

/** The wait since paying and the seller's usual release time; not a live region, or it would speak every second. */
export function WaitingProgress({ paidAt, serverOffsetMs, avgReleaseMinutes }: WaitingProgressProps) {
  const { t } = useTranslation('orders');
  const minutes = useFormatMinutes();
  const now = useNow(true);
  const since = toEpochMs(paidAt);
  const elapsed = Number.isFinite(since) ? Math.max(0, now + serverOffsetMs - since) : Number.NaN;
  return (
    <Box sx={{ textAlign: 'end', flex: '1 1 150px', maxWidth: 360 }}>
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
        {t('summary.waitingFor')}
      </Typography>
      <Typography
        component="p"
        variant="h3"
        sx={{ fontVariantNumeric: 'tabular-nums' }}
        data-testid="order-waiting-elapsed"
      >
        {formatCountdown(elapsed)}
      </Typography>
      {avgReleaseMinutes && (
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
          {t('summary.usuallyReleases', { time: minutes(avgReleaseMinutes) })}
        </Typography>
      )}
    </Box>
  );
}
