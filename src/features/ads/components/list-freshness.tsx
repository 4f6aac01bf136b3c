import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PauseIcon, TimerIcon, visuallyHidden } from '@ds';
import { usePageSignals } from '@/platform/use-page-signals';
import type { Language } from '@/shared/i18n';
import { useNow } from '@/shared/use-now';
import { compactAge, listAge } from '../live/list-age';

export interface ListFreshnessProps {
  /** When the rows on screen were last answered by the server (ms since the epoch); 0 hides the age. */
  updatedAt: number;
  /** New ads held back from the rows (docs/product-rules.md §7.13), announced to screen readers. */
  held: number;
  lang: Language;
}

/**
 * How old the prices are, and "paused" while the tab is hidden or offline. It sits beside the market price, so the
 * rows keep their room: on a phone as a clock and the short age (screen readers hear the sentence), wider as the
 * sentence. Screen readers are told of changes of state (paused, new ads), never of the ticking age.
 */
export function ListFreshness({ updatedAt, held, lang }: ListFreshnessProps) {
  const { t } = useTranslation('ads');
  const { visible, online } = usePageSignals();
  const now = useNow(visible);
  const paused = !visible || !online;
  const pausedText = online ? t('list.live.pausedHidden') : t('list.live.pausedOffline');
  const announcement = paused ? pausedText : held > 0 ? t('list.live.newAds', { count: held }) : '';
  const age = listAge(updatedAt, now, lang, t);
  const Icon = paused ? PauseIcon : TimerIcon;
  return (
    <>
      {updatedAt > 0 && (
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          <Box
            component="span"
            aria-hidden
            sx={{ display: { xs: 'inline-flex', md: 'none' }, alignItems: 'center', gap: 0.5 }}
          >
            <Icon sx={{ fontSize: 16 }} />
            {compactAge(updatedAt, now, lang)}
          </Box>
          <Box
            component="span"
            data-testid="list-age"
            sx={(theme) => ({ [theme.breakpoints.down('md')]: visuallyHidden })}
          >
            {paused ? `${pausedText} · ${age}` : age}
          </Box>
        </Typography>
      )}
      <Box sx={visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </Box>
    </>
  );
}
