import { findCrypto } from '../fixtures/currencies';
import { dec, fixed } from './money';
import type { BalanceRecord, UserState } from './types';

// `frozen` is what the P2P escrow holds.

function scaleOf(asset: string): number {
  return findCrypto(asset)?.scale ?? 8;
}

function balanceOf(user: UserState, asset: string): BalanceRecord {
  let record = user.balances.get(asset);
  if (!record) {
    record = { available: '0', frozen: '0', staking: '0' };
    user.balances.set(asset, record);
  }
  return record;
}

export function adjustBalance(user: UserState, asset: string, field: 'available' | 'frozen', amount: string): void {
  const record = balanceOf(user, asset);
  record[field] = fixed(dec(record[field]).plus(amount), scaleOf(asset));
}

/** The platform holds the seller's coins in escrow while a trade runs. */
export function freeze(user: UserState, asset: string, amount: string): void {
  adjustBalance(user, asset, 'available', dec(amount).neg().toString());
  adjustBalance(user, asset, 'frozen', amount);
}

export function unfreeze(user: UserState, asset: string, amount: string): void {
  adjustBalance(user, asset, 'frozen', dec(amount).neg().toString());
  adjustBalance(user, asset, 'available', amount);
}
