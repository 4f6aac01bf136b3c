/** Epoch ms of a deadline given as an ISO string, an epoch-ms number or a string of digits; NaN when invalid. */
export function toEpochMs(deadline: string | number): number {
  if (typeof deadline === 'number') return deadline;
  return /^\d+$/.test(deadline.trim()) ? Number(deadline) : Date.parse(deadline);
}

/** `offsetMs` is server time minus local time, so a wrong device clock does not move the pay-by deadline. */
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

/** 'mm:ss', or 'hh:mm:ss' from one hour up; seconds round up, so '00:00' appears only when time is really up. */
export function formatCountdown(ms: number): string {
  if (!Number.isFinite(ms)) return '--:--';
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

export function minutesLeft(ms: number): number {
  return Math.ceil(Math.max(0, ms) / 60_000);
}

const ANNOUNCE_EVERY_MINUTE_BELOW = 5;

/** A polite live region speaks on every change, so above 5 minutes the number moves only at multiples of 5. */
export function announcedMinutes(ms: number): number {
  const minutes = minutesLeft(ms);
  return minutes <= ANNOUNCE_EVERY_MINUTE_BELOW ? minutes : Math.ceil(minutes / 5) * 5;
}
