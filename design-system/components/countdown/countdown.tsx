import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { visuallyHidden } from '../../theme/tone-styles';
import { announcedMinutes, formatCountdown, remainingMs } from './countdown-time';

export interface CountdownProps {
  /** ISO date-time or epoch ms, e.g. the order's pay-by time. */
  deadline: string | number;
  /** Server time minus local time in ms, so a wrong device clock does not move the deadline. */
  serverOffsetMs?: number;
  /** When the window began (the order's creation): the time shown never exceeds the whole window. */
  startedAt?: string | number;
  /** Called once when the time is up (again only if `deadline` changes). */
  onExpire?: () => void;
  label?: ReactNode;
  urgentBelowMs?: number;
  sx?: SxProps<Theme>;
}

/** Screen readers hear the minutes left every 5 minutes, then every minute from 5 down, never every second. */
export function Countdown({
  deadline,
  serverOffsetMs = 0,
  startedAt,
  onExpire,
  label,
  urgentBelowMs = 60_000,
  sx,
}: CountdownProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const [now, setNow] = useState(() => Date.now());
  const left = remainingMs(deadline, now, serverOffsetMs, startedAt);
  const valid = Number.isFinite(left);
  const expired = valid && left <= 0;

  useEffect(() => {
    if (!valid || expired) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [valid, expired]);

  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });
  const firedFor = useRef<string | number | null>(null);
  useEffect(() => {
    if (expired && firedFor.current !== deadline) {
      firedFor.current = deadline;
      onExpireRef.current?.();
    }
  }, [expired, deadline]);

  const announcement = !valid
    ? ''
    : expired
      ? t('countdown.expired')
      : t('countdown.minutesLeft', { count: announcedMinutes(left) });
  const urgent = valid && !expired && left < urgentBelowMs;
  return (
    <Box
      component="span"
      sx={[{ display: 'inline-flex', alignItems: 'baseline', gap: 0.5 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {label && <span>{label}</span>}
      <Box
        component="span"
        role="timer"
        aria-label={t('countdown.label')}
        sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, color: urgent ? 'warning.main' : 'inherit' }}
      >
        {formatCountdown(left)}
      </Box>
      <Box component="span" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}
