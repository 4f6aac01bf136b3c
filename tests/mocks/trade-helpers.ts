import Decimal from 'decimal.js';
import { queryAdvList } from '@/api/generated/endpoints/ads/ads';
import { createOrder } from '@/api/generated/endpoints/orders/orders';
import { getSpotBalance } from '@/api/generated/endpoints/wallet/wallet';
import type { AdSide, Advertisement } from '@/api/generated/models';
import { isApiError } from '@/api/http/api-error';

// Trading steps through the real client (generated functions + src/api/http), as the app makes them.

let seq = 0;
export const key = (prefix: string) => `${prefix}-${(seq += 1).toString().padStart(6, '0')}`;

export async function adFor(
  side: AdSide,
  fiatAmount: string,
  payMethod?: string,
  asset = 'USDT',
  fiat = 'USD',
): Promise<Advertisement> {
  const page = await queryAdvList({ side, asset, fiat, amount: fiatAmount, payMethod, size: 1 });
  const ad = page.list[0];
  if (!ad) throw new Error(`No ${asset}/${fiat} ${side} ad for ${fiatAmount}`);
  return ad;
}

/** Buys `fiatAmount` USD of USDT; returns the order id and the ad. */
export async function placeBuy(fiatAmount = '100', clientOrderId = key('buy')) {
  const ad = await adFor('BUY', fiatAmount);
  const { orderId } = await createOrder({
    adNo: ad.adNo,
    side: 'BUY',
    fiatAmount,
    payMethodCode: ad.payMethods[0]!.code,
    clientOrderId,
  });
  return { orderId, ad };
}

/** Sells `fiatAmount` USD worth of USDT, paid to the trader's saved bank transfer (7730012). */
export async function placeSell(fiatAmount = '150', clientOrderId = key('sell')) {
  const ad = await adFor('SELL', fiatAmount, 'BANK_TRANSFER');
  const { orderId } = await createOrder({
    adNo: ad.adNo,
    side: 'SELL',
    fiatAmount,
    userPaymentId: '7730012',
    clientOrderId,
  });
  return { orderId, ad };
}

export async function usdtBalance(): Promise<{ available: Decimal; frozen: Decimal }> {
  const balances = await getSpotBalance({ includeStaking: false });
  const usdt = balances.find((b) => b.asset === 'USDT');
  if (!usdt) throw new Error('No USDT balance');
  return { available: new Decimal(usdt.available), frozen: new Decimal(usdt.frozen) };
}

/** The business code a call failed with (the client rejects non-zero envelope codes with an ApiError). */
export async function codeOfFailure(call: Promise<unknown>): Promise<number | undefined> {
  try {
    await call;
  } catch (error) {
    if (isApiError(error)) return error.code;
    throw error;
  }
  throw new Error('The call succeeded');
}

/** Moves the mocks' clock (they read Date.now) for the counterparty delay and the pay deadline. */
export function advanceClock(ms: number): void {
  const now = Date.now() + ms;
  jest.spyOn(Date, 'now').mockReturnValue(now);
}
