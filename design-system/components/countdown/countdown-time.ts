/** Epoch ms of a deadline given as an ISO string, an epoch-ms number or a string of digits; NaN when invalid. */
export function toEpochMs(deadline: string | number): number {
  if (typeof deadline === 'number') return deadline;
  return /^\d+$/.test(deadline.trim()) ? Number(deadline) : Date.parse(deadline);
}

/**
 * Milliseconds left until the deadline, never below 0. `offsetMs` is server time minus local time (spec §9 keeps
 * it fresh every second), so a wrong device clock does not move the pay-by deadline.
 */
export function remainingMs(
  deadline: string | number,
  nowMs: number,
  offsetMs = 0,
  startedAt?: string | number,
): number {
  const end = toEpochMs(deadline);
  if (!Number.isFinite(end)) return Number.NaN;
  const left = Math.max(0, end - (nowMs + offsetMs));
  // Never more than the whole window: a clock a moment behind the server's would show 30:01 for 30 minutes.
  const start = startedAt === undefined ? Number.NaN : toEpochMs(startedAt);
  return Number.isFinite(start) && start < end ? Math.min(left, end - start) : left;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * 'mm:ss', or 'hh:mm:ss' from one hour up. Seconds round up, so '00:00' appears only when time is really up.
 */
export function formatCountdown(ms: number): string {
  if (!Number.isFinite(ms)) return '--:--';
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** Whole minutes left, rounded up: what the screen-reader announcement says. */
export function minutesLeft(ms: number): number {
  return Math.ceil(Math.max(0, ms) / 60_000);
}

/** Up to this many minutes left, every minute is announced; above it, every fifth. */
const ANNOUNCE_EVERY_MINUTE_BELOW = 5;

/**
 * The minutes the live region says (issue 18 point 3: announced at sensible intervals). A polite live region
 * speaks when its text changes, so above 5 minutes the number moves only at each multiple of 5 (30, 25, 20 …,
 * reached as the minute begins) and every minute from 5 down; a 30-minute pay window speaks 10 times, not 30.
 */
export function announcedMinutes(ms: number): number {
  const minutes = minutesLeft(ms);
  return minutes <= ANNOUNCE_EVERY_MINUTE_BELOW ? minutes : Math.ceil(minutes / 5) * 5;
}
