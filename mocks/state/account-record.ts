import type { AdvertiserSummary, Counterparty } from '@/api/generated/models';
import { accountSummary } from '../fixtures/advertisers';
import type { MockUser } from '../users';
import type { MockState, OrderStage } from './types';

// A mock account's public figures: its seeded track record plus the orders it finished in the mocks, as either party.
// The store is passed in, so that the seed can list the trader's ads while the store is being built.

const FINAL: ReadonlySet<OrderStage> = new Set(['COMPLETED', 'CANCELED', 'FAILED']);

export function mockAccountSummary(state: MockState, account: MockUser): AdvertiserSummary {
  let completed = 0;
  let finished = 0;
  for (const order of state.orders.values()) {
    if (order.ownerId !== account.userId && order.makerId !== account.userId) continue;
    if (FINAL.has(order.stage)) finished += 1;
    if (order.stage === 'COMPLETED') completed += 1;
  }
  return accountSummary(account, { completed, finished });
}

/** The account as the other party of an order sees it. */
export function counterpartyOf(state: MockState, account: MockUser): Counterparty {
  const { userId, nickname, online, avgReleaseMinutes } = mockAccountSummary(state, account);
  return { userId, nickname, online, avgReleaseMinutes };
}
