import type { UserInfo } from '@/api/generated/models';

export const isLoggedIn = (user: Pick<UserInfo, 'userId' | 'UID'> | null | undefined): boolean =>
  Boolean(user?.userId) && Boolean(user?.UID);

export const isInstitution = (user: Pick<UserInfo, 'kycType' | 'kycStatus'>): boolean =>
  user.kycType === 'COMPANY' && user.kycStatus !== 'APPROVED';

export const isTrader = (user: Pick<UserInfo, 'traderStatus'>): boolean => user.traderStatus === 'ACTIVE';

export const isSubUser = (user: Pick<UserInfo, 'isAdmin'>): boolean => user.isAdmin === false;
