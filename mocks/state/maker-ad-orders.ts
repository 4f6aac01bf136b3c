import { listOnBook } from './maker-ad-view';
import { dec } from './money';
import { getState } from './store';
import type { MakerAdRecord } from './types';

// A user's own ad holds what its orders in progress may take (docs/product-rules.md §18.10): an order moves its
// amount from what remains to `frozen`, then on to `traded` when it completes or back when it is canceled. The public
// copy follows at once, and the platform pauses the ad when what remains no longer fills its minimum order.

export const makerAdOf = (adNo: string): MakerAdRecord | undefined => getState().makerAds.get(adNo);

/** Kept without trailing zeros, as the ad's quantity is. */
function move(ad: MakerAdRecord, field: 'frozen' | 'traded', amount: string): void {
  ad[field] = dec(ad[field]).plus(amount).toFixed();
}

export function holdForOrder(ad: MakerAdRecord, amount: string): void {
  move(ad, 'frozen', amount);
  listOnBook(ad, getState());
}

/** An order on the ad ended: what it held goes to `traded` when it completed, else back to what remains. */
export function settleOnAd(ad: MakerAdRecord, amount: string, completed: boolean): void {
  move(ad, 'frozen', dec(amount).neg().toFixed());
  if (completed) move(ad, 'traded', amount);
  listOnBook(ad, getState());
}
