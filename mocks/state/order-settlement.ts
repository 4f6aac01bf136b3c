import { adjustBalance, unfreeze } from './balances';
import { systemNotice } from './chat-log';
import { dec, fixed } from './money';
import { findAd, getState } from './store';
import type { OrderRecord } from './types';

// Where an order's coins go when it ends: to the buyer (complete), or back to the seller (cancel). The state machine
// and customer service's decisions on appeals both end orders here.

function ownerOf(order: OrderRecord) {
  const user = getState().users.get(order.ownerId);
  if (!user) throw new Error(`Order ${order.orderId} has no owner`);
  return user;
}

function restoreAd(order: OrderRecord): void {
  const ad = findAd(order.adNo);
  if (!ad) return;
  const scale = ad.remaining.split('.')[1]?.length ?? 0;
  const restored = dec(ad.remaining).plus(order.cryptoAmount);
  ad.remaining = fixed(restored.gt(ad.quantity) ? ad.quantity : restored, scale);
}

export function cancel(order: OrderRecord, at: number, byTimeout: boolean): void {
  order.stage = 'CANCELED';
  order.closedAt = at;
  restoreAd(order);
  // The seller's escrow goes back to the seller; here the seller can only be the owner (sell orders).
  if (order.side === 'S') unfreeze(ownerOf(order), order.asset, order.cryptoAmount);
  systemNotice(order, { key: byTimeout ? 'canceledByTimeout' : 'canceledByBuyer' }, at);
}

export function complete(order: OrderRecord, at: number): void {
  order.stage = 'COMPLETED';
  order.closedAt = at;
  const owner = ownerOf(order);
  // The fee is deducted from the crypto the buyer receives.
  if (order.side === 'B')
    adjustBalance(owner, order.asset, 'available', dec(order.cryptoAmount).minus(order.fee).toString());
  else adjustBalance(owner, order.asset, 'frozen', dec(order.cryptoAmount).neg().toString());
  systemNotice(order, { key: 'completed', values: { amount: order.cryptoAmount, asset: order.asset } }, at);
}

/** Customer service decided for the seller: the coins go back to the seller and the order is canceled. */
export function returnToSeller(order: OrderRecord, at: number): void {
  const wasCanceled = order.closedAt !== null;
  order.stage = 'CANCELED';
  order.closedAt ??= at;
  if (wasCanceled) return;
  restoreAd(order);
  if (order.side === 'S') unfreeze(ownerOf(order), order.asset, order.cryptoAmount);
}
