import { adjustBalance, unfreeze } from './balances';
import { systemNotice } from './chat-log';
import { makerAdOf, settleOnAd } from './maker-ad-orders';
import { dec, fixed } from './money';
import { realParties } from './order-party';
import { findAd, getState } from './store';
import type { OrderRecord } from './types';

// Where an order's coins go when it ends: to the buyer (complete), or back to the seller (cancel). The state machine
// and customer service's decisions on appeals both end orders here. Only real users' balances move: the owner's, and
// in a two-party order the maker's too (docs/product-rules.md §18.10).

const userOf = (userId: string | undefined) => (userId === undefined ? undefined : getState().users.get(userId));

/** The ad takes back what the order held: a user's own ad in its record, a seeded one in its public copy. */
function restoreAd(order: OrderRecord): void {
  const makerAd = makerAdOf(order.adNo);
  if (makerAd) return settleOnAd(makerAd, order.cryptoAmount, false);
  const ad = findAd(order.adNo);
  if (!ad) return;
  const scale = ad.remaining.split('.')[1]?.length ?? 0;
  const restored = dec(ad.remaining).plus(order.cryptoAmount);
  ad.remaining = fixed(restored.gt(ad.quantity) ? ad.quantity : restored, scale);
}

/**
 * The seller's escrow goes back to them; a maker selling on their own ad keeps it reserved for the ad, whose
 * remaining quantity takes it back.
 */
function returnEscrow(order: OrderRecord): void {
  const { sellerId } = realParties(order);
  const seller = userOf(sellerId);
  if (seller && sellerId !== order.makerId) unfreeze(seller, order.asset, order.cryptoAmount);
}

export function cancel(order: OrderRecord, at: number, byTimeout: boolean): void {
  order.stage = 'CANCELED';
  order.closedAt = at;
  restoreAd(order);
  returnEscrow(order);
  systemNotice(order, { key: byTimeout ? 'canceledByTimeout' : 'canceledByBuyer' }, at);
}

export function complete(order: OrderRecord, at: number): void {
  order.stage = 'COMPLETED';
  order.closedAt = at;
  const { buyerId, sellerId } = realParties(order);
  const buyer = userOf(buyerId);
  const seller = userOf(sellerId);
  // The fee is deducted from the crypto the buyer receives.
  if (buyer) adjustBalance(buyer, order.asset, 'available', dec(order.cryptoAmount).minus(order.fee).toString());
  if (seller) adjustBalance(seller, order.asset, 'frozen', dec(order.cryptoAmount).neg().toString());
  const makerAd = makerAdOf(order.adNo);
  if (makerAd) settleOnAd(makerAd, order.cryptoAmount, true);
  systemNotice(order, { key: 'completed', values: { amount: order.cryptoAmount, asset: order.asset } }, at);
}

/** Customer service decided for the seller: the coins go back to the seller and the order is canceled. */
export function returnToSeller(order: OrderRecord, at: number): void {
  const wasCanceled = order.closedAt !== null;
  order.stage = 'CANCELED';
  order.closedAt ??= at;
  if (wasCanceled) return;
  restoreAd(order);
  returnEscrow(order);
}
