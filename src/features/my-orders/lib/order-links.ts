import type { Order } from '@/api/generated/models';
import type { Language } from '@/shared/i18n';
import { paths } from '@/shared/routing/paths';

/** View details: the order page (spec §2 /{lang}/p2p/order with the order ID). */
export const orderDetailsPath = (lang: Language, order: Pick<Order, 'orderId'>): string =>
  paths.order(lang, order.orderId);

/**
 * Reorder: back to the same advertisement. An order's side is the user's (B buys, S sells), and so is an
 * ad's side in the URL (contract conventions), so a buy order goes to the buy-ad detail.
 */
export const reorderPath = (lang: Language, order: Pick<Order, 'side' | 'adNo'>): string =>
  paths.adDetail(lang, order.side === 'B' ? 'buy' : 'sell', order.adNo);
