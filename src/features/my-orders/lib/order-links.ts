import type { Order } from '@/api/generated/models';
import type { Language } from '@/shared/i18n';
import { paths } from '@/shared/routing/paths';

export const orderDetailsPath = (lang: Language, order: Pick<Order, 'orderId'>): string =>
  paths.order(lang, order.orderId);

/** An order's side is the trader's (B buys), as is an ad's side in the URL, so a buy order goes to the buy ad. */
export const reorderPath = (lang: Language, order: Pick<Order, 'side' | 'adNo'>): string =>
  paths.adDetail(lang, order.side === 'B' ? 'buy' : 'sell', order.adNo);

/** A completed order still waiting for the trader's feedback opens at its feedback section. */
export const feedbackPath = (lang: Language, order: Pick<Order, 'orderId'>): string =>
  paths.orderFeedback(lang, order.orderId);
