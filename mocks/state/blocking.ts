import { BIZ, MockBizError } from './business-codes';
import { isOpen } from './order-view';
import { ordersOf } from './orders';
import { samePerson } from './same-person';
import { getState } from './store';
import type { UserState } from './types';

/** How many users one trader may block (the contract's blockUser). */
const BLOCK_LIMIT = 500;

/** Whether either user has blocked the other: then neither sees the other's ads nor may order on them. */
export function blockedBetween(a: string, b: string): boolean {
  const users = getState().users;
  return Boolean(users.get(a)?.blocked.has(b) || users.get(b)?.blocked.has(a));
}

/** The advertisers whose ads a caller's lists leave out; empty for a signed-out caller. */
export function hiddenAdvertisers(viewer: UserState | undefined): ReadonlySet<string> {
  if (!viewer) return new Set();
  // A maker's own ads too, and those of the same person's other accounts: nobody trades with themselves.
  const hidden = new Set([viewer.profile.userId, ...viewer.blocked.keys()]);
  for (const other of getState().users.values())
    if (other.blocked.has(viewer.profile.userId) || samePerson(viewer, other)) hidden.add(other.profile.userId);
  return hidden;
}

export function blockUser(user: UserState, target: { userId: string; nickname: string }, now: number): void {
  const self = user.profile.userId;
  if (target.userId === self) throw new MockBizError(BIZ.BLOCK_NOT_ALLOWED, 'You cannot block yourself.');
  if (user.blocked.has(target.userId)) return;
  const trading = ordersOf(user, now).some((order) => order.counterparty.userId === target.userId && isOpen(order));
  if (trading)
    throw new MockBizError(BIZ.BLOCK_NOT_ALLOWED, 'You cannot block a user while an order with them is in progress.');
  if (user.blocked.size >= BLOCK_LIMIT)
    throw new MockBizError(BIZ.BLOCK_LIST_FULL, `You have blocked ${BLOCK_LIMIT} users. Unblock someone first.`);
  user.blocked.set(target.userId, { nickname: target.nickname, blockedAt: now });
}

export function unblockUser(user: UserState, userId: string): void {
  user.blocked.delete(userId);
}

/** The users the trader blocked, the most recent first. */
export function blockedUsers(user: UserState): { userId: string; nickname: string; blockedAt: string }[] {
  return [...user.blocked.entries()]
    .sort(([a, x], [b, y]) => y.blockedAt - x.blockedAt || (a < b ? -1 : 1))
    .map(([userId, record]) => ({
      userId,
      nickname: record.nickname,
      blockedAt: new Date(record.blockedAt).toISOString(),
    }));
}
