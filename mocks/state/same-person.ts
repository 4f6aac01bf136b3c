import type { UserState } from './types';

/**
 * Nobody trades with themselves: the ad's maker, or another account verified as the same person (the trader's
 * `new-device`), never sees the ad in its lists, and an order on it is refused as on an ad that is not available.
 */
export function samePerson(a: UserState, b: UserState): boolean {
  if (a.profile.userId === b.profile.userId) return true;
  const kycA = a.profile.kyc;
  const kycB = b.profile.kyc;
  return (
    kycA.kycStatus === 'APPROVED' &&
    kycB.kycStatus === 'APPROVED' &&
    kycA.name !== null &&
    kycA.name === kycB.name &&
    kycA.country === kycB.country
  );
}
