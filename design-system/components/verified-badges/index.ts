export { VerifiedBadges } from './verified-badges';
export type { VerifiedBadgesProps } from './verified-badges';
