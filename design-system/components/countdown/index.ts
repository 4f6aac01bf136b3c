export { Countdown } from './countdown';
export type { CountdownProps } from './countdown';
export { remainingMs, formatCountdown, toEpochMs, minutesLeft, announcedMinutes } from './countdown-time';
